import ModgenDiagnostics
import ModgenSpec

/// The names of `testTargets:` entries must be unique too (ignoring case): not a module's
/// name, not another test target's (`<Name>Tests` of any module, or another entry).
struct TestTargetNameCheck {
    let table: ModuleTable
    let spec: Spec
    let log: DiagnosticRecorder

    func check() {
        let declaring = table.nodes.indices.filter { table.nodes[$0].origin == .declared && !spec.modules[table.nodes[$0].source].details.value.testTargets.isEmpty }
        guard !declaring.isEmpty else { return }
        var owners: [String: String] = [:]
        for index in table.nodes.indices {
            owners[table.nodes[index].name.lowercased()] = "module '\(table.nodes[index].name)'"
            if table.nodes[index].origin == .declared, spec.modules[table.nodes[index].source].tests {
                let tests = TargetNames.tests(table.nodes[index].name)
                owners[tests.lowercased()] = "'\(tests)', the test target of '\(table.nodes[index].name)'"
            }
        }
        for index in declaring {
            let module = spec.modules[table.nodes[index].source]
            for target in module.testTargets {
                let key = target.name.lowercased()
                if let owner = owners[key] {
                    log.error(
                        "test target '\(target.name)' of '\(module.name)' clashes with \(owner) (target names must be unique, ignoring case); rename it",
                        at: target.mark)
                } else {
                    owners[key] = "test target '\(target.name)' of '\(module.name)'"
                }
            }
        }
    }
}
