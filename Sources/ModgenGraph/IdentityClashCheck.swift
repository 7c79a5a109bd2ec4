import ModgenDiagnostics
import ModgenSpec

/// SwiftPM identities must be unique: module folders equal ignoring case clash with each
/// other, and (one package per module) with a package's identity.
struct IdentityClashCheck {
    let table: ModuleTable
    let spec: Spec
    let log: DiagnosticRecorder
    /// `caseFoldedIndex(of: table)`, when linking built it (nil: built here).
    var caseFolded: NameIndex?

    /// A module's identity is its name lowercased: names equal ignoring case find the first of
    /// them, without a lowercased copy of every name.
    static func caseFoldedIndex(of table: ModuleTable) -> NameIndex {
        NameIndex(table.names, foldsCase: true, firstWins: true)
    }

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
        let firstByIdentity = caseFolded ?? Self.caseFoldedIndex(of: table)
        let checksPackages = spec.options.layout == .packages && !packageByIdentity.isEmpty
        // The index says which names repeat an earlier one as it is built (in the order of the
        // later names, as this loop goes); only when it could not is every name looked up.
        let repeats = firstByIdentity.repeats
        if let repeats, !checksPackages {
            for pair in repeats { reportCaseClash(pair.first, pair.later) }
            return
        }
        var nextRepeat = 0
        for index in table.nodes.indices {
            if let repeats {
                if nextRepeat < repeats.count, repeats[nextRepeat].later == index {
                    reportCaseClash(repeats[nextRepeat].first, index)
                    nextRepeat += 1
                }
            } else if let first = firstByIdentity.index(of: table.names[index]), first != index {
                reportCaseClash(first, index)
            }
            guard checksPackages else { continue }
            let identity = table.names[index].lowercased()
            if let package = packageByIdentity[identity] {
                log.error(
                    "module '\(table.nodes[index].name)' has the SwiftPM identity '\(identity)' of package '\(package.package.alias)'; rename the module",
                    at: table.nodes[index].mark)
            }
        }
    }

    private func reportCaseClash(_ first: Int, _ second: Int) {
        let (one, other) = (table.nodes[first], table.nodes[second])
        let (earlier, later) = one.mark <= other.mark ? (one, other) : (other, one)
        log.error(
            "modules '\(earlier.name)' and '\(later.name)' differ only in case: their package folders would clash",
            at: later.mark)
    }
}
