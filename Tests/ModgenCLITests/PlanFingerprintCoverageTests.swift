import Foundation
import ModgenGraph
import ModgenPipeline
import ModgenPlanning
import ModgenReporting
import ModgenSpec
import ModgenWriting
import Testing

/// The plan fingerprint covers every field the planner reads: the KitchenSink example's dump
/// (every key of the schema written out) is edited one value at a time (a flag flipped, a
/// version raised, a string lengthened, a list item dropped), and for every edit that still loads and plans, a
/// different plan has a different fingerprint, and the fingerprint changes exactly when the
/// dump does (it hashes the dump's walk, `DumpDigest`, and nothing else of the graph).
@Suite struct PlanFingerprintCoverageTests {
    static let folder = Snapshot.examples.appendingPathComponent("KitchenSink")

    struct Inputs {
        var dump: DumpValue
        var fingerprint: PlanFingerprint
        var plan: [PlannedFile]
    }

    /// The dump, fingerprint and plan of `text` read as the example's spec; nil when it does
    /// not load or plan (an edit that made it invalid).
    static func inputs(_ text: String) -> Inputs? {
        let path = folder.appendingPathComponent("modules.yml").path
        let pipeline = GeneratorPipeline(context: RunContext(specPath: path, environment: [:], version: "1.0.0"))
        guard let graph = pipeline.loadGraph(SpecSource(path: path, text: text)).graph,
            let fingerprint = PlanFingerprint(
                version: "1.0.0", graph: graph, specReference: pipeline.context.specReference, templates: pipeline.context.templates),
            let plan = try? pipeline.plan(graph)
        else { return nil }
        return Inputs(dump: ResolvedSpecDump.value(of: graph), fingerprint: fingerprint, plan: plan.files)
    }

    /// Every one-value edit of the dump's lines: `key: value` and `- value` lines get their
    /// value changed, and `- value` lines are also dropped.
    static func edits(of dump: String) -> [(line: Int, text: String)] {
        let lines = dump.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var edits: [(Int, String)] = []
        for (index, line) in lines.enumerated() {
            let trimmed = line.drop { $0 == " " }
            let value: Substring
            if trimmed.hasPrefix("- ") {
                value = trimmed.dropFirst(2)
                var dropped = lines
                dropped.remove(at: index)
                edits.append((index + 1, dropped.joined(separator: "\n")))
            } else if let colon = trimmed.range(of: ": ") {
                value = trimmed[colon.upperBound...]
            } else {
                continue
            }
            guard let changed = changed(value) else { continue }
            var edited = lines
            edited[index] = String(line.dropLast(value.count)) + changed
            edits.append((index + 1, edited.joined(separator: "\n")))
        }
        return edits
    }

    /// Values of one of a few kinds become another of that kind (a version a later version);
    /// any other string is lengthened.
    static func changed(_ value: Substring) -> String? {
        let rotations: [[String]] = [
            ["true", "false"], ["automatic", "static", "dynamic"], ["packages", "single"], ["process", "copy"],
            ["debug", "release"], ["default", "mvvm", "clean"],
        ]
        for cycle in rotations {
            if let index = cycle.firstIndex(of: String(value)) { return cycle[(index + 1) % cycle.count] }
        }
        if value == "[]" || value == "{}" || value.isEmpty || value.hasPrefix("{") || value.hasPrefix("[") { return nil }
        let quoted = value.hasPrefix("\""), bare = quoted ? value.dropFirst().dropLast() : value
        if let first = bare.split(separator: ".").first, let major = Int(first), bare.allSatisfy({ $0.isNumber || $0 == "." }) {
            let later = String(major + 1) + bare.dropFirst(first.count)
            return quoted ? "\"\(later)\"" : later
        }
        return quoted ? String(value.dropLast()) + "1\"" : value + "1"
    }

    @Test func everyEditThatChangesThePlanChangesTheFingerprint() throws {
        let spec = try String(contentsOf: Self.folder.appendingPathComponent("modules.yml"), encoding: .utf8)
        let original = try #require(Self.inputs(spec))
        let dump = original.dump.yaml
        let base = try #require(Self.inputs(dump), "the dump is a spec of the same graph")
        #expect(base.fingerprint == original.fingerprint && base.plan == original.plan)

        var loaded = 0, changedPlans = 0, refused: [Int] = []
        for (line, text) in Self.edits(of: dump) {
            guard let edited = Self.inputs(text) else {
                refused.append(line)
                continue
            }
            loaded += 1
            if edited.plan != base.plan {
                changedPlans += 1
                #expect(edited.fingerprint != base.fingerprint, "line \(line) changes the plan, not the fingerprint")
            }
            #expect((edited.dump != base.dump) == (edited.fingerprint != base.fingerprint), "line \(line)")
        }
        // Enough edits load (about 120 of some 300 when written; most refused ones name a module that is
        // not there or change a kind) that the test sees the fields, not only its own typos.
        #expect(loaded >= 110, "\(loaded) edits loaded; refused: lines \(refused)")
        #expect(changedPlans >= 100, "\(changedPlans) edits changed the plan")
    }
}
