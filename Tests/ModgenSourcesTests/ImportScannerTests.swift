import Testing
@testable import ModgenSources

/// The import lexer on hostile sources: imports written inside strings and comments are not
/// imports; every attribute, modifier and kind form is; positions are exact.
@Suite struct ImportScannerTests {
    /// `module@line:col` of each import, for compact expectations.
    private func found(_ source: String) -> [String] {
        SwiftSourceScanner.imports(in: source).map { "\($0.module)@\($0.modulePosition)" }
    }

    @Test func plainImportsWithPositions() {
        let source = "import Foundation\n\n  import   Search\r\nimport Profile; import Utils\n"
        #expect(found(source) == ["Foundation@1:8", "Search@3:12", "Profile@4:8", "Utils@4:24"])
    }

    @Test func importsInCommentsAreNotImports() {
        let source = """
        // import A
        /* import B
           /* nested: import C */
           import D (still inside the outer comment)
        */
        import E /* import F */ // import G
        /// import H
        """
        #expect(found(source) == ["E@6:8"])
    }

    @Test func importsInStringLiteralsAreNotImports() {
        let source = ###"""
        let a = "import A"
        let b = """
        import B
          \(x) "import C"
        """
        let c = #"import D "quoted" \(y)"#
        let d = ##"""
        import E
        """# still inside
        """##
        let e = "\(f("import F", ")"))" ; import Real
        let g = #"\#(h("import G"))"#
        import Last
        """###
        #expect(found(source) == ["Real@11:42", "Last@13:8"])
    }

    @Test func escapedQuotesAndBackslashesDoNotEndOrExtendAString() {
        let source = #"""
        let a = "\"import A\\"
        import B
        let c = """
            \"""
            import C
            """
        import D
        """#
        #expect(found(source) == ["B@2:8", "D@7:8"])
    }

    @Test func anUnterminatedStringEndsAtItsLine() {
        let source = "let a = \"import A\nimport B\n"
        #expect(found(source) == ["B@2:8"])
    }

    @Test func extendedRegexLiteralsAreNotCode() {
        let source = "let r = #/import A\n/#\nlet s = #/ \\/# import B /#\nimport C\n"
        #expect(found(source) == ["C@4:8"])
    }

    @Test func everyConditionalBranchCounts() {
        let source = """
        #if os(iOS)
        import UIKit
        #elseif canImport(AppKit)
          import AppKit
        #else
        #if DEBUG
        import DebugKit
        #endif
        #endif
        import Foundation
        """
        let imports = SwiftSourceScanner.imports(in: source)
        #expect(imports.map(\.module) == ["UIKit", "AppKit", "DebugKit", "Foundation"])
        #expect(imports.map(\.modulePosition) == [.init(line: 2, column: 8), .init(line: 4, column: 10), .init(line: 7, column: 8), .init(line: 10, column: 8)])
        #expect(imports.map(\.conditionDepth) == [1, 1, 2, 0])
    }

    @Test func attributesAndModifiersBelongToTheImport() {
        let source = """
        @testable import Search
        @_exported import SearchInterface
        @preconcurrency import Legacy
        @_implementationOnly import Hidden
        @_spi(Internal) @testable
        import Spi
        public import Public
        internal import Internal
        package import Pack
        private import Private
        fileprivate import FilePrivate
        @preconcurrency public import Both
        """
        let imports = SwiftSourceScanner.imports(in: source)
        #expect(imports.map(\.module) == ["Search", "SearchInterface", "Legacy", "Hidden", "Spi", "Public", "Internal", "Pack", "Private", "FilePrivate", "Both"])
        #expect(imports.map(\.attributes) == [["testable"], ["_exported"], ["preconcurrency"], ["_implementationOnly"], ["_spi", "testable"], [], [], [], [], [], ["preconcurrency"]])
        #expect(imports.map(\.accessModifier) == [nil, nil, nil, nil, nil, "public", "internal", "package", "private", "fileprivate", "public"])
        #expect(imports[4].position == SourcePosition(line: 5, column: 1))
        #expect(imports[4].modulePosition == SourcePosition(line: 6, column: 8))
        #expect(imports[10].position == SourcePosition(line: 12, column: 1))
        #expect(imports[10].modulePosition == SourcePosition(line: 12, column: 31))
    }

    @Test func everyKindAndSubmoduleFormNamesTheModule() {
        let source = """
        import struct Geo.Point
        import class Geo.Map
        import enum Geo.Mode
        import protocol Geo.Shape
        import typealias Geo.Meters
        import let Geo.earthRadius
        import var Geo.scale
        import func Geo.distance
        import func Geo.+
        import Darwin.C.stdio
        import `Escaped`.Sub
        """
        let imports = SwiftSourceScanner.imports(in: source)
        #expect(imports.map(\.module) == ["Geo", "Geo", "Geo", "Geo", "Geo", "Geo", "Geo", "Geo", "Geo", "Darwin", "Escaped"])
        #expect(imports.map(\.kind) == [.struct, .class, .enum, .protocol, .typealias, .let, .var, .func, .func, nil, nil])
        #expect(imports[0].path == ["Geo", "Point"])
        #expect(imports[8].path == ["Geo", "+"])
        #expect(imports[9].path == ["Darwin", "C", "stdio"])
        #expect(imports.map(\.modulePosition.column) == [15, 14, 13, 17, 18, 12, 12, 13, 13, 8, 8])
    }

    @Test func importAsAMemberOrInsideBracesIsNotADeclaration() {
        let source = """
        let x = tool.import
        func f() { let import = 1 }
        call(import: A)
        struct S { var `import`: Int }
        `import` B
        import Real
        """
        #expect(found(source) == ["Real@6:8"])
    }

    @Test func ignoreCommentsMarkTheirLine() {
        let source = "import A // modgen:ignore\nimport B\n@testable // modgen:ignore\nimport C\n"
        let imports = SwiftSourceScanner.imports(in: source)
        #expect(imports.map(\.isIgnored) == [true, false, true])
        #expect(SwiftSourceScanner.scan(source).ignoredLines == [1, 3])
    }

    @Test func unicodeColumnsCountUTF8BytesAndABOMIsSkipped() {
        let source = "\u{FEFF}import A\nlet é = \"ü\"; import B\n"
        #expect(found(source) == ["A@1:8", "B@2:23"])
    }

    @Test func aShebangLineIsSkipped() {
        #expect(found("#!/usr/bin/env swift import X\nimport Y\n") == ["Y@2:8"])
    }

    @Test func deepInterpolationDoesNotOverflowTheStack() {
        let depth = 5_000
        let source = String(repeating: "\"\\(", count: depth) + String(repeating: ")\"", count: depth) + "\nimport Z\n"
        #expect(found(source).last == "Z@2:8")
    }

    @Test func truncatedSourcesEndQuietly() {
        for source in ["import", "@", "#", "\"", "\"\"\"", "#\"", "/*", "`", "import struct", "import A.", "\"\\(", "#/", "@_spi("] {
            _ = SwiftSourceScanner.scan(source)
        }
        #expect(found("import A.") == ["A@1:8"])
    }
}
