import Testing
import YAMLTree
@testable import ModgenDiagnostics
@testable import ModgenSpec

/// A large `modules:` mapping read in parts by two threads (`ModuleDecodeSplit`) gives
/// what reading it entry after entry gives: the same modules in order, the same broken names
/// and the same diagnostics in the same order, the limit's note included.
@Suite struct ModuleDecodeSplitTests {
    /// Both ways of reading the `modules:` of `text`, each with a log of its own.
    private struct Reading {
        var modules: [SpecModule]
        var broken: Set<String>
        var diagnostics: [String]
    }

    private static func entries(_ text: String) throws -> [Mapping.Entry] {
        let documents = try YAMLLoader.load(text, file: "modules.yml")
        let modules = try #require(documents.first?.mapping?["modules"]?.mapping)
        return modules.entries
    }

    private static func reader(_ log: DiagnosticLog) -> SchemaReader {
        SchemaReader(log: log, expander: EnvironmentExpander(environment: ["SET": "x"]))
    }

    private static func serial(_ entries: [Mapping.Entry]) -> Reading {
        let log = DiagnosticLog()
        let reader = reader(log)
        var resolver = TemplateResolver(reader: reader, templates: Mapping())
        var modules: [SpecModule] = []
        var broken = Set<String>()
        entries.withUnsafeBufferPointer { buffer in
            ModuleEntryDecoder(reader: reader, options: ProjectOptions()).decode(buffer, resolver: &resolver, broken: &broken) {
                modules.append($0)
            }
        }
        return Reading(modules: modules, broken: broken, diagnostics: log.items.map(\.description))
    }

    private static func split(_ entries: [Mapping.Entry]) -> Reading {
        let log = DiagnosticLog()
        let decoded = ModuleDecodeSplit.decode(entries, reader(log), options: ProjectOptions())
        return Reading(modules: decoded.modules, broken: decoded.broken, diagnostics: log.items.map(\.description))
    }

    private static func expectSame(_ text: String) throws -> (serial: Reading, split: Reading) {
        let entries = try entries(text)
        #expect(entries.count >= ModuleDecodeSplit.splitFrom)
        let serial = serial(entries)
        let split = split(entries)
        #expect(split.modules == serial.modules)
        #expect(split.broken == serial.broken)
        #expect(split.diagnostics == serial.diagnostics)
        return (serial, split)
    }

    @Test func aCleanSpecGivesTheSameModules() throws {
        var text = "modules:\n"
        for index in 0..<2_500 {
            text += "  M\(index):\n    type: \(index % 3 == 0 ? "feature" : "core")\n"
            if index > 0 { text += "    dependencies: [M\(index - 1), { module: M0 }]\n" }
        }
        let readings = try Self.expectSame(text)
        #expect(readings.split.modules.count == 2_500)
        #expect(readings.split.diagnostics.isEmpty)
    }

    @Test func errorsInManyPartsComeInTheSerialOrder() throws {
        var text = "modules:\n"
        for index in 0..<2_200 {
            text += "  M\(index):\n    type: core\n"
            if index % 97 == 0 { text += "    tests: maybe\n" }
            if index % 211 == 5 { text += "    templates: [Nope]\n" }
            if index % 301 == 7 { text += "    path: ${UNSET_VARIABLE}\n" }
            if index % 401 == 9 { text += "    dependancies: [X]\n" }
            if index % 503 == 11 { text += "    kind: nonsense\n" }
        }
        text += "  Broken: core\n"
        let readings = try Self.expectSame(text)
        #expect(readings.split.diagnostics.count > 20)
        #expect(readings.split.broken.contains("Broken"))
    }

    /// Diagnostics only in a middle part, only in the last, and only in the first: each
    /// where a serial read puts it (the parts from the first that logged are read again).
    @Test func errorsInOnePartComeInTheSerialOrder() throws {
        let count = 3_000
        let ends = SplitQueue.ends(of: count)
        for (part, at) in [(2, ends[1] + 3), (ends.count - 1, count - 2), (0, 4)] {
            var text = "modules:\n"
            for index in 0..<count {
                text += "  M\(index):\n    type: core\n"
                if index == at || index == at + 1 { text += "    tests: maybe\n    kind: nonsense\n" }
            }
            let readings = try Self.expectSame(text)
            #expect(readings.split.diagnostics.count >= 2, "errors in part \(part)")
            #expect(readings.split.modules.count == count)
        }
    }

    /// Past the log's limit every repeat of a diagnostic is counted: the later parts' items
    /// could not be replayed, they are read again on the load's log.
    @Test func repeatsPastTheLimitAreCountedAsSerially() throws {
        var text = "bad: &bad { tests: maybe }\nmodules:\n"
        for index in 0..<2_400 {
            text += "  M\(index):\n    <<: *bad\n    type: core\n    typo\(index % 5): 1\n"
        }
        let readings = try Self.expectSame(text)
        #expect(readings.split.diagnostics.last?.contains("more diagnostics from here on not shown") == true)
    }
}
