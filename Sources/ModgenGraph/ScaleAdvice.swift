import ModgenDiagnostics
import ModgenSpec

/// `validate`'s advice for large graphs: warnings, on the spec file, where SwiftPM or Xcode
/// is known to slow down or hang at the size the graph would generate. Each names the issue
/// it comes from and the layout or change that helps. The thresholds are the sizes those
/// issues report; they are approximate, so the warnings say "about".
package enum ScaleAdvice {
    /// swiftlang/swift-build#1111: with about this many local packages SwiftPM computes the
    /// target graph again on every build, which then dominates an incremental build.
    package static let localPackages = 150
    /// swiftlang/swift-package-manager#6769: `swift package describe` (what Xcode and IDEs
    /// run to load a package) takes over 15 s on one package of about this many targets.
    package static let targetsInOnePackage = 300
    /// swiftlang/swift-package-manager#6543: Xcode hangs when build-tool plugins run on more
    /// than this many targets.
    package static let pluginTargets = 73

    /// The warnings for `graph`, on `graph.specPath`, in this order: packages, targets, plugins.
    package static func diagnostics(for graph: ModuleGraph) -> [Diagnostic] {
        var advice: [String] = []
        let layout = PackageLayout(options: graph.options)
        // By index: a copy of each (large) module per step cost more than the counting.
        let modules = graph.modules
        // A module with `package:` lives in its host's package: it adds none.
        let packageCount = layout.isSingle ? 0 : modules.indices.reduce(0) { $0 + (modules[$1].target.packageHost == nil ? 1 : 0) }
        if !layout.isSingle, packageCount > localPackages {
            advice.append(
                "\(packageCount) local packages (one per module, layout: packages): above about \(localPackages) "
                    + "SwiftPM computes the target graph again on every build (swiftlang/swift-build#1111); "
                    + "`options.layout: single` makes one package of them, or merge small modules")
        }
        let targets = layout.isSingle ? modules.indices.reduce(0) { $0 + targetCount(of: modules[$1]) } : 0
        if layout.isSingle, targets > targetsInOnePackage {
            advice.append(
                "\(targets) targets in the one package of layout: single: above about \(targetsInOnePackage) "
                    + "`swift package describe` takes over 15 s (swiftlang/swift-package-manager#6769); "
                    + "`options.layout: packages` gives each module a package of its own")
        }
        let plugged = modules.indices.reduce(0) { $0 + (modules[$1].target.plugins.isEmpty ? 0 : 1) }
        if plugged > pluginTargets {
            advice.append(
                "\(plugged) targets run build-tool plugins: above \(pluginTargets) Xcode hangs "
                    + "(swiftlang/swift-package-manager#6543); run the plugin only on the targets that need it, "
                    + "or run the tool once as a command plugin or a script and commit its output")
        }
        return advice.map { Diagnostic(.warning, $0, at: nil, file: graph.specPath) }
    }

    /// The targets a module puts into its package: its own, its tests and `testTargets:`, an
    /// app's or example's kit and executable, a macro's compiler plugin.
    @inline(__always)
    static func targetCount(of module: ResolvedModule) -> Int {
        var count = 1
        if module.hasTests { count += 1 }
        count += module.target.testTargets.count
        if module.kind == .app { count += 1 }
        if module.kind == .feature, module.example { count += 2 }
        if module.kind == .macro { count += 1 }
        return count
    }
}
