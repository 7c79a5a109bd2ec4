import Foundation
import ModgenDiagnostics
import ModgenGraph
import ModgenSourceCheck
import ModgenSources
import ModgenWriting
import YAMLTree

/// After a generate that left files behind (a module renamed or removed in the spec): the
/// imports, in the Swift files of the spec's targets, of a name that was a target of the tree
/// before this run and is none now. Those imports no longer resolve, and the next build fails
/// with "no such module"; `generate` says so at each import instead.
///
/// The old names come from what the run found orphaned or pruned: a package's folder (the
/// folder holding its `Package.swift`) and every `Sources/<Target>` or `Tests/<Target>` folder.
/// A run with no orphan reads no Swift file.
enum VanishedImports {
    static func warnings(after report: WriteReport, graph: ModuleGraph, context: RunContext) -> [Diagnostic] {
        // The spec's names only when something was left behind (a cold run of 5,000 features
        // spent 82 M instructions building them for nothing).
        let old = oldTargetNames(report.orphaned + report.pruned)
        guard !old.isEmpty else { return [] }
        let names = SpecNames(graph)
        let vanished = old.filter { names[$0] == nil }
        guard !vanished.isEmpty else { return [] }
        var found: [Diagnostic] = []
        var seen = Set<String>()
        for target in CheckedTarget.all(in: graph) {
            for path in SourceCheck.swiftFiles(in: context.underOutputRoot(target.folder.description)) where seen.insert(path).inserted {
                for declaration in SwiftSourceScanner.imports(in: SourceCheck.read(path))
                where vanished.contains(declaration.module) && !declaration.isIgnored {
                    let place = Mark(file: path, line: declaration.modulePosition.line, column: declaration.modulePosition.column)
                    found.append(Diagnostic(.warning, "'\(declaration.module)' is no longer a module of the spec (renamed or removed there); this import will not resolve: import the module's new name, or undo the edit and use 'modgen rename' / 'modgen remove'", at: place))
                }
            }
        }
        return found.sortedForPrinting()
    }

    /// Target and package names in `paths` (relative to the root).
    static func oldTargetNames(_ paths: [String]) -> Set<String> {
        var names = Set<String>()
        for path in paths {
            let parts = path.split(separator: "/").map(String.init)
            for (index, part) in parts.enumerated() {
                if part == "Package.swift", index > 0 { names.insert(parts[index - 1]) }
                if part == "Sources" || part == "Tests", index + 2 < parts.count { names.insert(parts[index + 1]) }
            }
        }
        return names
    }
}
