import Testing
@testable import ModgenDiagnostics
@testable import ModgenSpec
@testable import ModgenGraph

/// The module table: every declared module, each feature's interface and each testing module,
/// sorted by name, whatever order the spec writes them in, on one lane or two.
@Suite struct ModuleTableTests {
    private func spec(_ yaml: String) throws -> Spec {
        let log = DiagnosticLog()
        let source = SpecSource(path: "modules.yml", bytes: Array(yaml.utf8))
        return try #require(SpecLoader(environment: [:]).loadWithInputs(source, log: log).spec)
    }

    /// A spec of `count` modules written in a shuffled order: features (a third with
    /// `testing: true`), interfaces, core modules, whose names interleave with the generated
    /// ones (`F3` < `F30` < `F3Interface` < `F3Mock` < `F3Testing`).
    private func shuffledSpec(count: Int, seed: UInt64) -> (yaml: String, names: [String]) {
        var generator = SeededGenerator(seed: seed)
        var lines: [String] = []
        var names: [String] = []
        for index in 0..<count {
            switch index % 3 {
            case 0:
                let testing = index % 9 == 0
                lines.append("  F\(index): { type: feature\(testing ? ", testing: true" : "") }")
                names += ["F\(index)", "F\(index)Interface"] + (testing ? ["F\(index)Testing"] : [])
            case 1:
                lines.append("  F\(index - 1)Mock: { type: core }")
                names.append("F\(index - 1)Mock")
            default:
                let testing = index % 4 == 0
                lines.append("  I\(index): { type: interface\(testing ? ", testing: true" : "") }")
                names += ["I\(index)"] + (testing ? ["I\(index)Testing"] : [])
            }
        }
        lines.shuffle(using: &generator)
        return ("name: T\nmodules:\n" + lines.joined(separator: "\n") + "\n", names)
    }

    @Test(arguments: [false, true])
    func holdsEveryModuleSortedByNameInAnyWrittenOrder(parallel: Bool) throws {
        for seed in 1...5 as ClosedRange<UInt64> {
            let (yaml, names) = shuffledSpec(count: 300, seed: seed)
            let spec = try spec(yaml)
            let log = DiagnosticLog()
            let table = ModuleTable(spec: spec, log: log, parallel: parallel)
            #expect(log.items.isEmpty)
            #expect(table.nodes.map(\.name) == names.sorted())
            #expect(table.names == names.sorted())
            for (index, node) in table.nodes.enumerated() {
                #expect(table.index(of: node.name) == index)
                let declaring = spec.modules[node.source].name
                switch node.origin {
                case .declared: #expect(declaring == node.name)
                case .interface(let feature): #expect(feature == declaring && node.name == declaring + "Interface")
                case .testing(let subject, _): #expect(subject == declaring && node.name == declaring + "Testing")
                }
            }
        }
    }

    /// A generated name that a declared module has too: reported, the generated one left out,
    /// on either path (the table's first try finds the equal names side by side and gives up).
    @Test(arguments: [false, true])
    func aClashWithAGeneratedNameIsReported(parallel: Bool) throws {
        let spec = try spec("name: T\nmodules:\n  Z: { type: core }\n  AInterface: { type: core }\n  A: { type: feature }\n")
        let log = DiagnosticLog()
        let table = ModuleTable(spec: spec, log: log, parallel: parallel)
        #expect(table.nodes.map(\.name) == ["A", "AInterface", "Z"])
        #expect(log.items.map(\.message) == ["module 'AInterface' clashes with the interface feature 'A' brings; rename one of them"])
    }
}

/// A small xorshift generator: the same shuffles on every run.
private struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed &* 0x9E37_79B9_7F4A_7C15 | 1 }
    mutating func next() -> UInt64 {
        state ^= state << 13
        state ^= state >> 7
        state ^= state << 17
        return state
    }
}
