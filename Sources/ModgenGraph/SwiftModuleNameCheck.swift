import ModgenDiagnostics
import ModgenSpec

/// Modules named by a SwiftPM target name (`Home-iOS`) are imported by their c99 name
/// (`Home_iOS`): two modules whose names spell the same import clash.
struct SwiftModuleNameCheck {
    let table: ModuleTable
    let log: DiagnosticRecorder

    func check() {
        let spelled = table.nodes.indices.filter { table.nodes[$0].name.containsByte(UInt8(ascii: "-")) }
        guard !spelled.isEmpty else { return }
        var byImport: [String: Int] = [:]
        for index in table.nodes.indices where !spelled.contains(index) { byImport[table.nodes[index].name] = index }
        for index in spelled {
            let name = table.nodes[index].name
            let imported = SwiftIdentifier.moduleName(of: name)
            if let other = byImport[imported] {
                log.error(
                    "module '\(name)' is imported as '\(imported)', like module '\(table.nodes[other].name)'; rename one of them",
                    at: table.nodes[index].mark)
            } else {
                byImport[imported] = index
            }
        }
    }
}
