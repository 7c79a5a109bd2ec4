/// SwiftPM identities must be unique: module folders equal ignoring case clash with each
/// other, and (one package per module) with a package's identity.
struct IdentityClashCheck {
    let table: ModuleTable
    let spec: Spec
    let log: DiagnosticLog

    func check() {
        var packageByIdentity: [String: SpecPackage] = [:]
        for entry in spec.packages {
            let identity = entry.package.identity
            if let first = packageByIdentity[identity] {
                log.error(
                    "packages '\(first.package.alias)' and '\(entry.package.alias)' have the same SwiftPM identity '\(identity)'",
                    at: entry.mark)
            } else {
                packageByIdentity[identity] = entry
            }
        }
        var moduleByIdentity: [String: ModuleNode] = [:]
        for node in table.nodes {
            let identity = node.name.lowercased()
            if let first = moduleByIdentity[identity] {
                let (earlier, later) = first.mark <= node.mark ? (first, node) : (node, first)
                log.error(
                    "modules '\(earlier.name)' and '\(later.name)' differ only in case: their package folders would clash",
                    at: later.mark)
            } else {
                moduleByIdentity[identity] = node
            }
            if spec.options.layout == .packages, let package = packageByIdentity[identity] {
                log.error(
                    "module '\(node.name)' has the SwiftPM identity '\(identity)' of package '\(package.package.alias)'; rename the module",
                    at: node.mark)
            }
        }
    }
}
