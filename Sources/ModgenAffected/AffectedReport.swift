import ModgenPlanning
import YAMLTree

/// What `modgen affected` found: the affected modules, sorted by name, and what it was asked
/// about. Printed as text for people and as JSON for a CI matrix.
package struct AffectedReport: Sendable {
    package var modules: [AffectedModule]
    /// The changed paths (from the output root) that no module's folder holds.
    package var unowned: [String]
    /// How many changed paths there were.
    package var changedFiles: Int

    package init(modules: [AffectedModule], unowned: [String], changedFiles: Int) {
        // The analysis hands them over in the graph's order, sorted already: checking costs one pass.
        let isSorted = modules.indices.dropFirst().allSatisfy { modules[$0 - 1] < modules[$0] }
        self.modules = isSorted ? modules : modules.sorted()
        self.unowned = unowned.sorted()
        self.changedFiles = changedFiles
    }

    /// `[{"module":..,"kind":..,"package":..,"tests":[..]}]`, sorted by module: one entry per
    /// affected module, `tests` empty for a module without tests.
    package var json: String {
        // Written as bytes into one buffer: thousands of entries, and appending to a String
        // cost more than finding them.
        var json = TextBuffer(capacity: modules.count * 128)
        json.append(byte: UInt8(ascii: "["))
        for (offset, module) in modules.enumerated() {
            if offset > 0 { json.append(byte: UInt8(ascii: ",")) }
            json.append(#"{"module":"#)
            Self.write(module.name, to: &json)
            json.append(#","kind":"#)
            Self.write(module.kind, to: &json)
            json.append(#","package":"#)
            Self.write(module.package, to: &json)
            json.append(#","tests":["#)
            for (offset, test) in module.tests.enumerated() {
                if offset > 0 { json.append(byte: UInt8(ascii: ",")) }
                Self.write(test, to: &json)
            }
            json.append("]}")
        }
        json.append(byte: UInt8(ascii: "]"))
        return json.text
    }

    /// `text` as a JSON string; one that needs an escape is `JSONRenderer`'s to write.
    private static func write(_ text: String, to json: inout TextBuffer) {
        var text = text
        let plain = text.withUTF8 { utf8 in
            // A loop over the bytes: `utf8.contains(where:)` cost several times more.
            for byte in utf8 where byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") { return false }
            json.append(byte: UInt8(ascii: "\""))
            json.append(bytes: utf8)
            json.append(byte: UInt8(ascii: "\""))
            return true
        }
        guard !plain else { return }
        var escaped = ""
        JSONRenderer.writeString(text, to: &escaped)
        json.append(escaped)
    }

    /// One line per module (name, kind, package, tests, why), then the summary.
    package var text: String {
        var lines: [String] = []
        let nameWidth = modules.map(\.name.count).max() ?? 0
        let kindWidth = modules.map(\.kind.count).max() ?? 0
        let packageWidth = modules.map(\.package.count).max() ?? 0
        let tests = modules.map { $0.tests.isEmpty ? "-" : $0.tests.joined(separator: ",") }
        let testsWidth = tests.map(\.count).max() ?? 0
        for (module, tests) in zip(modules, tests) {
            lines.append(
                [pad(module.name, nameWidth), pad(module.kind, kindWidth), pad(module.package, packageWidth), pad(tests, testsWidth), "(\(why(module.reason)))"]
                    .joined(separator: "  "))
        }
        let direct = modules.filter { if case .dependsOn = $0.reason { return false } else { return true } }.count
        let testTargets = modules.reduce(0) { $0 + $1.tests.count }
        lines.append(
            "\(plural(modules.count, "module")) affected (\(direct) changed, \(modules.count - direct) depending on them), "
                + "\(plural(testTargets, "test target")) to run; \(plural(changedFiles, "changed file")), \(unowned.count) under no module")
        return lines.joined(separator: "\n")
    }

    private func why(_ reason: AffectedModule.Reason) -> String {
        switch reason {
        case .file(let path): return "changed: \(path)"
        case .spec(let what): return "spec: \(what)"
        case .everything(let why): return why
        case .dependsOn(let module): return "depends on \(module)"
        }
    }

    private func pad(_ text: String, _ width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - text.count))
    }

    private func plural(_ count: Int, _ noun: String) -> String { "\(count) \(noun)\(count == 1 ? "" : "s")" }
}
