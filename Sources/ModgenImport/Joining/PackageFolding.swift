import ModgenGraph
import ModgenSpec

/// The targets of one package read as modules: modgen's own shapes are recognised (an app's
/// `XKit` + executable `X`, a feature's `XExampleKit` + `XExample`, a macro's `XMacros`, the
/// tests `XTests` of `X`), every other library, executable (a tool), binary or macro target is a
/// module of its own, and the rest (plugins, system libraries, names that are no Swift
/// identifier, tests of nothing) is listed as what the spec cannot say.
struct PackageFolding {
    /// A module found in a package, before kinds and cross-package folding.
    struct Candidate {
        var name: String
        var package: DumpedPackage
        /// The target holding the module's code (`XKit` for an app in modgen's shape).
        var main: DumpedPackage.Target
        var tests: DumpedPackage.Target?
        var exampleKit: DumpedPackage.Target?
        /// `XMacros`, for a macro module in modgen's shape.
        var macroPlugin: DumpedPackage.Target?
        /// Test targets of this module not named `XTests` (`testTargets:`).
        var extraTests: [DumpedPackage.Target] = []
    }

    let package: DumpedPackage

    func candidates(unexpressible: inout [String]) -> [Candidate] {
        let targets = package.targets
        let byName = Dictionary(targets.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        var folded: Set<String> = []
        var candidates: [Candidate] = []
        // Executables: an app (`XKit` + `X`), an example (`XExampleKit` + `XExample`), or an app of its own.
        var examples: [String: DumpedPackage.Target] = [:]
        for target in targets where target.kind == .executable {
            guard SwiftIdentifier.isValid(target.name) || SwiftIdentifier.isTargetName(target.name) else {
                unexpressible.append("\(package.manifestPath): executable '\(target.name)': not a SwiftPM target name modgen can take as a module name")
                folded.insert(target.name)
                continue
            }
            let kitName = TargetNames.kit(target.name)
            let kit = byName[kitName].flatMap { $0.kind == .regular && target.dependencies.map(\.name) == [kitName] ? $0 : nil }
            if target.name.hasSuffix("Example"), let kit, byName[String(target.name.dropLast(7))]?.kind == .regular {
                examples[String(target.name.dropLast(7))] = kit
                folded.formUnion([target.name, kitName])
            } else if let kit {
                candidates.append(Candidate(name: target.name, package: package, main: kit))
                folded.formUnion([target.name, kitName])
            } else {
                // A tool (`type: executable`): the executable target itself.
                candidates.append(Candidate(name: target.name, package: package, main: target))
                folded.insert(target.name)
            }
        }
        for target in targets where target.kind == .macro {
            if let library = targets.first(where: { $0.kind == .regular && $0.name == String(target.name.dropLast(6)) && target.name.hasSuffix("Macros") }) {
                candidates.append(Candidate(name: library.name, package: package, main: library, macroPlugin: target))
                folded.formUnion([target.name, library.name])
            }
        }
        for target in targets where !folded.contains(target.name) {
            switch target.kind {
            case .regular, .binary, .macro, .system:
                guard SwiftIdentifier.isValid(target.name) || SwiftIdentifier.isTargetName(target.name) else {
                    unexpressible.append("\(package.manifestPath): target '\(target.name)': not a SwiftPM target name modgen can take as a module name")
                    continue
                }
                candidates.append(Candidate(name: target.name, package: package, main: target))
            case .test, .executable:
                break
            case .plugin:
                unexpressible.append("\(package.manifestPath): \(target.kind.rawValue) target '\(target.name)'")
            }
        }
        for index in candidates.indices {
            candidates[index].exampleKit = examples[candidates[index].name]
        }
        attachTests(to: &candidates, unexpressible: &unexpressible)
        return candidates
    }

    /// `XTests` depending on `X` is X's test target. Any other test target belongs to the
    /// module it depends on whose name shares the longest start with its own
    /// (`LeaderboardMiddlewareIntegrationTests` -> `LeaderboardMiddleware`), as a `testTargets:`
    /// entry; one on no module of the package is listed.
    private func attachTests(to candidates: inout [Candidate], unexpressible: inout [String]) {
        for target in package.targets where target.kind == .test {
            let subject = target.name.hasSuffix("Tests") ? String(target.name.dropLast(5)) : ""
            let testedName = candidates.first { $0.name == subject }.map { $0.main.name }
            if let index = candidates.firstIndex(where: { $0.name == subject }), let testedName, candidates[index].tests == nil,
               target.dependencies.contains(where: { $0.name == testedName || $0.name == subject }) {
                candidates[index].tests = target
            } else if SwiftIdentifier.isValid(target.name), let index = owner(of: target, among: candidates) {
                candidates[index].extraTests.append(target)
            } else {
                unexpressible.append("\(package.manifestPath): test target '\(target.name)': on no module of its package")
            }
        }
    }

    /// The candidate a test target uses whose name shares the longest start with the target's.
    private func owner(of target: DumpedPackage.Target, among candidates: [Candidate]) -> Int? {
        let used = Set(target.dependencies.map(\.name))
        let scored = candidates.indices.filter { used.contains(candidates[$0].main.name) }.map { index in
            (index, zip(candidates[index].name, target.name).prefix { $0 == $1 }.count)
        }
        return scored.max { ($0.1, candidates[$1.0].name) < ($1.1, candidates[$0.0].name) }?.0
    }
}
