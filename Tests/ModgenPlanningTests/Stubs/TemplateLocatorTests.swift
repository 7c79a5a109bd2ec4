import Testing
@testable import ModgenDiagnostics
@testable import ModgenSpec
@testable import ModgenGraph
@testable import ModgenReporting
@testable import ModgenPlanning
@testable import ModgenWriting

@Suite struct TemplateLocatorTests {
    @Test func searchesExplicitThenSpecThenShareThenSourceTree() {
        let locator = TemplateLocator(
            explicitDirectory: "/cli/templates", specDirectory: "/work/app",
            executablePath: "/usr/local/bin/modgen", sourceTreeDirectory: "/src/modgen/Templates"
        )
        #expect(locator.searchPath(templatesPath: "../shared/Templates") == [
            "/cli/templates", "/work/shared/Templates", "/usr/local/share/modgen/Templates", "/src/modgen/Templates",
        ])
        #expect(locator.searchPath(templatesPath: nil).count == 3)
    }

    @Test func eachSetIsTakenFromTheFirstFolderThatHasIt() throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        try root.write("mine/mysets/custom/core/x.stencil")
        try root.write("prefix/share/modgen/Templates/default/core/x.stencil")
        try root.write("prefix/share/modgen/Templates/custom/core/x.stencil")
        let locator = TemplateLocator(
            explicitDirectory: "\(root.path)/mine/mysets", executablePath: "\(root.path)/prefix/bin/modgen", sourceTreeDirectory: nil
        )
        #expect(try locator.directory(ofSet: "custom", templatesPath: nil) == "\(root.path)/mine/mysets/custom")
        // The share folder comes from the resolved executable path (macOS resolves /var to /private/var).
        #expect(try locator.directory(ofSet: "default", templatesPath: nil).hasSuffix("/prefix/share/modgen/Templates/default"))
    }

    @Test func templatesPathIsRelativeToTheSpecsFolder() throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        try root.write("repo/tools/Templates/house/core/x.stencil")
        let locator = TemplateLocator(specDirectory: "\(root.path)/repo/spec", executablePath: nil, sourceTreeDirectory: nil)
        #expect(try locator.directory(ofSet: "house", templatesPath: "../tools/Templates") == "\(root.path)/repo/tools/Templates/house")
    }

    @Test func unknownSetNamesItselfWhereItLookedAndWhatExists() throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        try root.write("sets/alpha/core/x.stencil")
        try root.write("sets/beta/core/x.stencil")
        let locator = TemplateLocator(explicitDirectory: "\(root.path)/sets", executablePath: nil, sourceTreeDirectory: nil)
        let error = try #require(throws: TemplateSetNotFound.self) { try locator.directory(ofSet: "gamma", templatesPath: nil) }
        #expect(error.description == "unknown template set 'gamma' (available: alpha, beta; looked in \(root.path)/sets)")
        let close = try #require(throws: TemplateSetNotFound.self) { try locator.directory(ofSet: "alpah", templatesPath: nil) }
        #expect(close.description.hasPrefix("unknown template set 'alpah'; did you mean 'alpha'? (available: alpha, beta;"))
    }

    @Test func sourceTreeIsFoundFromThisFilesPath() throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        try root.write("Templates/default/core/x.stencil")
        let file = "\(root.path)/Sources/ModgenPlanning/Stubs/TemplateLocator.swift"
        #expect(TemplateLocator.sourceTreeTemplates(filePath: file) == "\(root.path)/Templates")
        #expect(TemplateLocator.sourceTreeTemplates(filePath: "/nowhere/Sources/ModgenPlanning/X.swift") == nil)
    }

    @Test func byDefaultTheCheckoutsTemplatesAreOnThePath() throws {
        let folder = try #require(TemplateLocator().sourceTreeDirectory)
        #expect(folder.hasSuffix("/Templates"))
        #expect(TemplateLocator.isDirectory("\(folder)/default/feature"))
    }
}
