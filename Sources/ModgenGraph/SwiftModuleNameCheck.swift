import ModgenDiagnostics
import ModgenSpec

/// Modules named by a SwiftPM target name (`Home-iOS`) are imported by their c99 name
/// (`Home_iOS`): two modules whose names spell the same import clash.
struct SwiftModuleNameCheck {
    let table: ModuleTable
    let log: DiagnosticRecorder

    func check() {
        let spelled = table.nodes.indices.filter { Self.hasHyphen(table.nodes[$0].name) }
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

    /// Whether `name` has a '-', from its contiguous bytes: the generic `utf8.contains` cost
    /// hundreds of instructions per name, and this runs for every module.
    private static func hasHyphen(_ name: String) -> Bool {
        let hyphen = UInt8(ascii: "-")
        return name.utf8.withContiguousStorageIfAvailable { $0.contains(hyphen) } ?? name.utf8.contains(hyphen)
    }
}
