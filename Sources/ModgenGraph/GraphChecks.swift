import ModgenDiagnostics
import ModgenSpec

/// The checks of a linked graph that need nothing of each other's results: the kind rules,
/// cycles of modules and of packages, `product: false`, identities, target names, unused
/// packages. They run beside the building of the resolved modules (on another thread for a
/// large graph), so they only read, and say what they found as diagnostics in `Report`.
struct GraphChecks: Sendable {
    let table: ModuleTable
    let linked: LinkedDependencies
    let spec: Spec
    /// `PackageHostCheck.resolve()`'s hosts, per node.
    let hosts: PackageHosts
    /// The names' index that ignores case, when linking built it (`ParallelLinking`).
    var caseFolded: NameIndex?

    /// What the checks said, in the order they ran, parted where the resolver puts the host
    /// check's diagnostics between them and where it decides on the package cycles.
    struct Report: Sendable {
        /// The kind rules' (before the host check's, which `resolve` has already run).
        var rules: [Diagnostic] = []
        /// The cycle detector's.
        var cycles: [Diagnostic] = []
        /// The circles of packages: reported only when the cycle detector's diagnostics left
        /// the load's log as it was (a circle of modules is one of packages too: said once).
        /// Whether they did is known only once they are added to it, so these are found anyway.
        var packageCycles: [Diagnostic] = []
        /// Everything after: `product: false`, identities, target names, unused packages.
        var rest: [Diagnostic] = []
    }

    func run() -> Report {
        var report = Report()
        let rules = DiagnosticRecorder()
        RuleChecker(table: table, rules: spec.rules, options: spec.options, log: rules).check(linked)
        report.rules = rules.items

        let cycles = DiagnosticRecorder()
        let hostCheck = PackageHostCheck(table: table, spec: spec, log: cycles)
        CycleDetector(table: table, log: cycles, countsTests: spec.options.layout != .single)
            .check(hostCheck.packageEdges(linked, hosts: hosts))
        report.cycles = cycles.items

        let packageCycles = DiagnosticRecorder()
        PackageHostCheck(table: table, spec: spec, log: packageCycles).checkPackageCycles(linked, hosts: hosts)
        report.packageCycles = packageCycles.items

        let rest = DiagnosticRecorder()
        PackageHostCheck(table: table, spec: spec, log: rest).checkProductless(linked, hosts: hosts)
        IdentityClashCheck(table: table, spec: spec, log: rest, caseFolded: caseFolded).check()
        TargetNameCheck(table: table, spec: spec, log: rest).check()
        TestTargetNameCheck(table: table, spec: spec, log: rest).check()
        SwiftModuleNameCheck(table: table, log: rest).check()
        for unused in spec.packages where !linked.usedPackages.contains(unused.package.alias) {
            rest.warning("package '\(unused.package.alias)' is never used", at: unused.mark)
        }
        report.rest = rest.items
        return report
    }
}
