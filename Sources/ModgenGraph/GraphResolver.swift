import ModgenDiagnostics
import ModgenSpec

/// A typed `Spec` into the `ModuleGraph`: features bring their interfaces, names become
/// edges, implicit edges are added, and the rules, cycles and identities are checked.
package struct GraphResolver {
    let log: DiagnosticLog

    package init(log: DiagnosticLog) {
        self.log = log
    }

    /// From how many nodes linking, and then the checks beside the building of the modules,
    /// run on two threads: below, the hops cost more than they save. (Tests set it to take
    /// either path.)
    var parallelNodes = 2_000

    package func resolve(_ spec: Spec) -> ModuleGraph {
        let table = ModuleTable(spec: spec, log: log, parallel: spec.modules.count >= parallelNodes)
        let parallel = table.nodes.count >= parallelNodes
        let (linkedNodes, linking, caseFolded) = ParallelLinking.link(table: table, spec: spec, parallel: parallel)
        DiagnosticRecorder.replay(linking, into: log)
        var linked = linkedNodes
        let syntaxPackages = MacroSyntaxCheck(spec: spec, log: log).resolve()
        linked.usedPackages.formUnion(syntaxPackages.values)
        let hostLog = DiagnosticRecorder()
        let hosts = PackageHostCheck(table: table, spec: spec, log: hostLog).resolve()
        let checks = GraphChecks(table: table, linked: linked, spec: spec, hosts: hosts, caseFolded: caseFolded)
        let builder = ResolvedModuleBuilder(table: table, linked: linked, spec: spec, syntaxPackages: syntaxPackages, hosts: hosts)
        // The checks and the building of the modules only read what linking made: for a large
        // graph, on two threads. The checks' diagnostics then go to the log in the order the
        // checks ran in one after another (the host check's after the kind rules').
        let (modules, report) = TwoLanes.run(parallel: parallel, builder.build, checks.run)
        DiagnosticRecorder.replay(report.rules, into: log)
        DiagnosticRecorder.replay(hostLog.items, into: log)
        let cyclesBefore = log.items.count
        DiagnosticRecorder.replay(report.cycles, into: log)
        // A circle of modules is a circle of packages too: said once, by the cycle detector.
        if log.items.count == cyclesBefore { DiagnosticRecorder.replay(report.packageCycles, into: log) }
        DiagnosticRecorder.replay(report.rest, into: log)
        var packages: [String: RemotePackage] = [:]
        for entry in spec.packages { packages[entry.package.alias] = entry.package }
        var graph = ModuleGraph(
            name: spec.name, specPath: spec.path, options: spec.options, packages: packages, sortedModules: modules,
            indexByName: table.indexByName)
        graph.rules = spec.rules
        // What only resolving needed is held, not freed here on the thread the user waits for
        // (with the counting in place in `validate`, 35 M instructions of the 7 MB bench spec).
        ProcessEndHold.keep((table, linked, hosts, checks, builder))
        return graph
    }
}
