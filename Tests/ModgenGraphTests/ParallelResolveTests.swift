import Testing
@testable import ModgenDiagnostics
@testable import ModgenSpec
@testable import ModgenGraph
import YAMLTree

/// Resolving on two threads (linking in two lanes, the checks beside the building of the
/// modules) must tell the log exactly what resolving on one does, in the same order: the same
/// kept diagnostics, the same "N more" note past the limit, the same graph.
@Suite struct ParallelResolveTests {
    /// The log's items as added (not yet sorted for printing) and the graph's modules, with
    /// every graph resolved in two lanes (`parallelNodes` 0) or in one (`Int.max`).
    private func resolve(_ yaml: String, parallelNodes: Int) -> (items: [Diagnostic], modules: [ResolvedModule]?) {
        let log = DiagnosticLog()
        let source = SpecSource(path: "modules.yml", bytes: Array(yaml.utf8))
        guard let spec = SpecLoader(environment: [:]).loadWithInputs(source, log: log).spec else { return (log.items, nil) }
        var resolver = GraphResolver(log: log)
        resolver.parallelNodes = parallelNodes
        let graph = resolver.resolve(spec)
        return (log.items, graph.modules)
    }

    /// Both paths, compared; the parallel one's items returned.
    private func bothPaths(_ yaml: String, sourceLocation: SourceLocation = #_sourceLocation) -> [Diagnostic] {
        let parallel = resolve(yaml, parallelNodes: 0)
        let serial = resolve(yaml, parallelNodes: Int.max)
        #expect(parallel.items == serial.items, sourceLocation: sourceLocation)
        #expect(parallel.modules == serial.modules, sourceLocation: sourceLocation)
        return parallel.items
    }

    private func printed(_ items: [Diagnostic]) -> [String] {
        items.sortedForPrinting().map(\.description)
    }

    /// A spec in which linking, the kind rules, the host check, cycles, `product: false`,
    /// identities, target names, test target names, import names, keywords and unused packages
    /// all report. With `moduleCycles`, four entries close circles of modules (Core3, Core4,
    /// Feat2, Core5: their other dependencies break rules too); without, the same lines, so the
    /// same line and column numbers, and the circle of packages G1 -> G2 closes is left to
    /// report.
    private func badSpec(moduleCycles: Bool) -> String {
        """
            name: Bad
            options:
              layout: packages
            packages:
              Log: { path: Log }
              Unused: { path: Unused }
              Coll: { url: https://github.com/apple/swift-collections.git, from: "1.0.0" }
            modules:
              Core1: { type: core, dependencies: [Core2, { package: Log }, { package: Nope }] }
              Core2: { type: core, dependencies: [Core3] }
              Core3: \(moduleCycles ? "{ type: core, dependencies: [Core1, Feat1] }" : "{ type: core }")
              Core4: \(moduleCycles ? "{ type: core, dependencies: [Core4, Feat1Interface, FeatTTesting] }" : "{ type: core }")
              Feat1: { type: feature, dependencies: [Feat2, Core1] }
              Feat2: \(moduleCycles ? "{ type: feature, dependencies: [Feat1] }" : "{ type: feature }")
              FeatT: { type: feature, testing: true, testDependencies: [Core1, Feat1], testTargets: { Feat2Tests: { dependencies: [Core2] }, Core1: {} } }
              feat1: { type: core }
              Feat1Tests: { type: core }
              Home-iOS: { type: core }
              Home_iOS: { type: core }
              Tool: { type: executable }
              UsesTool: { type: core, dependencies: [Tool, Core5] }
              Core5: \(moduleCycles ? "{ type: core, product: false, dependencies: [UsesTool] }" : "{ type: core, product: false }")
              Ex: { type: feature, example: true }
              ExExample: { type: core }
              class: { type: core }
              Deps1: { type: deps, serves: [Feat1, Nothing] }
              App: { type: app, dependencies: [Feat1, Feat2, App2, Core1, Core1] }
              App2: { type: app }
              log: { type: core }
              G1: { type: core, package: Core2, dependencies: [G2] }
              G2: { type: core, package: G3 }
              G3: { type: core, dependencies: [Core2] }
              G4: { type: core, package: Nowhere }
              G5: { type: core, package: G5 }
              G6: { type: core, package: App }
            """
    }

    /// Every check of `badSpec` reports, circles of modules among them: in the serial order.
    @Test func manyChecksReportInTheSerialOrder() {
        let yaml = badSpec(moduleCycles: true)
        let items = bothPaths(yaml)
        #expect(printed(items) == [
            "modules.yml:6:3: warning: package 'Unused' is never used",
            "modules.yml:7:3: warning: package 'Coll' is never used",
            "modules.yml:9:64: error: unknown package 'Nope'",
            "modules.yml:11:39: error: dependency cycle: Core1 -> Core2 -> Core3 -> Core1",
            "modules.yml:11:46: error: core module 'Core3' cannot depend on feature module 'Feat1' (a core module may depend on: core)",
            "modules.yml:12:39: error: 'Core4' depends on itself",
            "modules.yml:12:46: error: core module 'Core4' cannot depend on interface module 'Feat1Interface' (a core module may depend on: core)",
            "modules.yml:12:62: error: core module 'Core4' cannot depend on 'FeatTTesting', the mocks of 'FeatT': only tests and examples may; use testDependencies",
            "modules.yml:13:42: error: feature module 'Feat1' cannot depend on feature module 'Feat2': depend on 'Feat2Interface' instead",
            "modules.yml:13:49: error: dependency cycle: Core1 -> Core2 -> Core3 -> Feat1 -> Core1",
            "modules.yml:14:42: error: dependency cycle: Feat1 -> Feat2 -> Feat1",
            "modules.yml:14:42: error: feature module 'Feat2' cannot depend on feature module 'Feat1': depend on 'Feat1Interface' instead",
            "modules.yml:15:91: error: test target 'Feat2Tests' of 'FeatT' clashes with 'Feat2Tests', the test target of 'Feat2' (target names must be unique, ignoring case); rename it",
            "modules.yml:15:130: error: test target 'Core1' of 'FeatT' clashes with module 'Core1' (target names must be unique, ignoring case); rename it",
            "modules.yml:16:3: error: modules 'Feat1' and 'feat1' differ only in case: their package folders would clash",
            "modules.yml:17:3: error: module 'Feat1Tests' clashes with 'Feat1Tests', the test target of 'Feat1' (target names must be unique, ignoring case); rename one of them",
            "modules.yml:17:3: error: module 'Feat1Tests' clashes with 'feat1Tests', the test target of 'feat1' (target names must be unique, ignoring case); rename one of them",
            "modules.yml:18:3: error: module 'Home-iOS' is imported as 'Home_iOS', like module 'Home_iOS'; rename one of them",
            "modules.yml:21:42: error: core module 'UsesTool' cannot depend on executable module 'Tool': nothing may depend on an executable (SwiftPM links no target against one); move the shared code into a core module both use",
            "modules.yml:21:48: error: 'UsesTool' cannot use 'Core5': it has no product (product: false), so only targets of its own package may; remove product: false or put 'UsesTool' into its package",
            "modules.yml:21:48: error: dependency cycle: Core5 -> UsesTool -> Core5",
            "modules.yml:24:3: error: module 'ExExample' clashes with 'ExExample', the example app of 'Ex' (target names must be unique, ignoring case); rename one of them",
            "modules.yml:25:3: error: module name 'class' is a Swift keyword: 'import class' would not compile; rename it",
            "modules.yml:26:40: error: 'Deps1' serves unknown feature 'Nothing'",
            "modules.yml:29:3: error: module 'log' has the SwiftPM identity 'log' of package 'Log'; rename the module",
            "modules.yml:33:30: error: 'package' of 'G4' names 'Nowhere', which is not a module declared in the spec",
            "modules.yml:34:30: error: 'package' of 'G5' names the module itself; remove it",
            "modules.yml:35:30: error: 'package' of 'G6' names an app module, 'App'; only a module with sources of its own can hold other modules' targets",
        ])
    }

    /// No circle of modules, so the circle of packages is reported (it is left out when the
    /// cycle detector said something).
    @Test func packageCycleReportedWhenNoModuleCycle() {
        let yaml = badSpec(moduleCycles: false)
        let items = bothPaths(yaml)
        #expect(printed(items) == [
            "modules.yml:6:3: warning: package 'Unused' is never used",
            "modules.yml:7:3: warning: package 'Coll' is never used",
            "modules.yml:9:64: error: unknown package 'Nope'",
            "modules.yml:13:42: error: feature module 'Feat1' cannot depend on feature module 'Feat2': depend on 'Feat2Interface' instead",
            "modules.yml:15:91: error: test target 'Feat2Tests' of 'FeatT' clashes with 'Feat2Tests', the test target of 'Feat2' (target names must be unique, ignoring case); rename it",
            "modules.yml:15:130: error: test target 'Core1' of 'FeatT' clashes with module 'Core1' (target names must be unique, ignoring case); rename it",
            "modules.yml:16:3: error: modules 'Feat1' and 'feat1' differ only in case: their package folders would clash",
            "modules.yml:17:3: error: module 'Feat1Tests' clashes with 'Feat1Tests', the test target of 'Feat1' (target names must be unique, ignoring case); rename one of them",
            "modules.yml:17:3: error: module 'Feat1Tests' clashes with 'feat1Tests', the test target of 'feat1' (target names must be unique, ignoring case); rename one of them",
            "modules.yml:18:3: error: module 'Home-iOS' is imported as 'Home_iOS', like module 'Home_iOS'; rename one of them",
            "modules.yml:21:42: error: core module 'UsesTool' cannot depend on executable module 'Tool': nothing may depend on an executable (SwiftPM links no target against one); move the shared code into a core module both use",
            "modules.yml:21:48: error: 'UsesTool' cannot use 'Core5': it has no product (product: false), so only targets of its own package may; remove product: false or put 'UsesTool' into its package",
            "modules.yml:24:3: error: module 'ExExample' clashes with 'ExExample', the example app of 'Ex' (target names must be unique, ignoring case); rename one of them",
            "modules.yml:25:3: error: module name 'class' is a Swift keyword: 'import class' would not compile; rename it",
            "modules.yml:26:40: error: 'Deps1' serves unknown feature 'Nothing'",
            "modules.yml:29:3: error: module 'log' has the SwiftPM identity 'log' of package 'Log'; rename the module",
            "modules.yml:30:52: error: the packages of Core2, G3 depend on each other ('G1' -> 'G2' here closes the circle), which SwiftPM refuses; move the module that makes the circle out of its 'package'",
            "modules.yml:33:30: error: 'package' of 'G4' names 'Nowhere', which is not a module declared in the spec",
            "modules.yml:34:30: error: 'package' of 'G5' names the module itself; remove it",
            "modules.yml:35:30: error: 'package' of 'G6' names an app module, 'App'; only a module with sources of its own can hold other modules' targets",
        ])
    }

    /// A generated spec past the log's limit: unknown modules fill it while linking (both lanes
    /// report), then rule violations and a cycle cross it, and the note counts the rest.
    @Test func pastTheLimitTheNoteCountsTheSame() {
        for (unknown, ring) in [(1_100, true), (950, true), (985, false)] {
            var lines = ["name: Big", "modules:", "  Core: { type: core }", "  Feat: { type: feature }"]
            for index in 0..<unknown {
                var dependencies = ["Missing\(index)", "Core"]
                if ring { dependencies.append("Mod\((index + 1) % unknown)") }
                if index % 7 == 0 { dependencies.append("Feat") }
                lines.append("  Mod\(index): { type: core, dependencies: [\(dependencies.joined(separator: ", "))] }")
            }
            let items = bothPaths(lines.joined(separator: "\n") + "\n")
            #expect(items.count == DiagnosticLog.defaultLimit + 1)
            #expect(items.last?.message.contains("more diagnostics from here on not shown") == true)
        }
    }

    /// Generated names that clash with declared ones (an interface, a testing module) are found
    /// when the table is made in two lanes as in one, and reported the same; the rest of the
    /// graph is the same.
    @Test func generatedNameClashesReportTheSame() {
        let yaml = """
            name: Clash
            modules:
              Core: { type: core }
              Pay: { type: feature, dependencies: [Core] }
              PayInterface: { type: core }
              Cart: { type: feature, testing: true }
              CartTesting: { type: core }
              Home: { type: feature, testing: true, dependencies: [CartInterface] }
              Auth: { type: interface, testing: true }
            """
        #expect(printed(bothPaths(yaml)) == [
            "modules.yml:5:3: error: module 'PayInterface' clashes with the interface feature 'Pay' brings; rename one of them",
            "modules.yml:7:3: error: module 'CartTesting' clashes with the testing module feature 'Cart' brings (testing: true); rename one of them",
        ])
    }

    /// A spec without problems: the same graph either way, nothing said.
    @Test func cleanSpecSameGraph() {
        var lines = ["name: Clean", "modules:", "  Core: { type: core }", "  App: { type: app, dependencies: ["]
        lines[3] += (0..<40).map { "F\($0)" }.joined(separator: ", ") + "] }"
        for index in 0..<40 {
            lines.append("  F\(index): { type: feature, dependencies: [Core]\(index % 3 == 0 ? ", testing: true" : "") }")
        }
        #expect(bothPaths(lines.joined(separator: "\n") + "\n").isEmpty)
    }

    /// In two lanes, linking's first task builds the index of names that ignores case, which
    /// the identity check then uses (built there, it was the longest step of the lane that
    /// checks the graph); in one lane the check builds it. Either way it finds the same names.
    @Test func linkingInTwoLanesBuildsTheIndexTheIdentityCheckUses() throws {
        let log = DiagnosticLog()
        let source = SpecSource(path: "modules.yml", bytes: Array(badSpec(moduleCycles: false).utf8))
        let spec = try #require(SpecLoader(environment: [:]).loadWithInputs(source, log: log).spec)
        let table = ModuleTable(spec: spec, log: log, parallel: true)
        #expect(ParallelLinking.link(table: table, spec: spec, parallel: false).caseFolded == nil)
        let built = try #require(ParallelLinking.link(table: table, spec: spec, parallel: true).caseFolded)
        let own = IdentityClashCheck.caseFoldedIndex(of: table)
        #expect(built.count == table.names.count)
        for name in table.names + ["FEAT1", "home-ios", "Nothing"] {
            #expect(built.index(of: name.uppercased()) == own.index(of: name.uppercased()), "\(name)")
        }
        #expect(built.repeats?.map { [$0.first, $0.later] } == own.repeats?.map { [$0.first, $0.later] })
        #expect(built.repeats?.isEmpty == false)
    }
}
