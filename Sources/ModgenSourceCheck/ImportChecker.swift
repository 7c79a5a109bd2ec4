import ModgenDiagnostics
import ModgenGraph
import ModgenSources
import ModgenSpec
import YAMLTree

/// Compares what a target's files import with what the spec declares for it: an import of a
/// spec name the target does not declare is implicit (or forbidden, when declaring it would
/// break a rule), a declared dependency no file imports is unused. Pure: scanned files in,
/// findings out.
package struct ImportChecker: Sendable {
    /// One Swift file of a target, as the user names it, already scanned.
    package struct SourceFile: Sendable {
        package var path: String
        package var scanned: ScannedSource

        package init(path: String, scanned: ScannedSource) {
            self.path = path
            self.scanned = scanned
        }
    }

    let graph: ModuleGraph
    let names: SpecNames

    package init(graph: ModuleGraph) {
        self.graph = graph
        self.names = SpecNames(graph)
    }

    /// The findings for one target, in the order they are printed.
    package func findings(for target: CheckedTarget, files: [SourceFile]) -> [ImportFinding] {
        var findings: [ImportFinding] = []
        var used: Set<String> = []
        for file in files {
            for declaration in file.scanned.imports where !declaration.isIgnored {
                let name = declaration.module
                if target.declared[name] != nil {
                    used.insert(name)
                    continue
                }
                guard name != target.name, let owner = names[name] else { continue }
                let mark = Mark(file: file.path, line: declaration.modulePosition.line, column: declaration.modulePosition.column)
                findings.append(finding(importing: name, owner: owner, into: target, at: mark))
            }
        }
        if !files.isEmpty { findings += unused(in: target, used: used) }
        return findings
    }

    private func finding(importing name: String, owner: SpecNames.Owner, into target: CheckedTarget, at mark: Mark) -> ImportFinding {
        let module = target.module
        switch owner {
        case .target(let other, let what):
            return forbidden("'\(name)' is \(what) of module '\(other)'; no target can import it", target, name, mark)
        case .product(let product, let package):
            return implicit(name, target, mark, entry: "{ package: \(package), product: \(product) }")
        case .library(let otherName):
            guard let other = graph[otherName] else { return implicit(name, target, mark, entry: name) }
            guard target.role == .main || target.role == .tests else {
                let wired = target.declared.keys.sorted().map { "'\($0)'" }.joined(separator: ", ")
                return ImportFinding(.implicit, .error("target '\(target.name)' imports '\(name)', which modgen does not link it with (it links \(wired))", at: mark), target: target.name, name: name)
            }
            if let rule = brokenRule(from: module, to: other, role: target.role) { return forbidden(rule, target, name, mark) }
            if target.role == .main, let path = path(from: other.name, to: module.name) {
                return forbidden("module '\(other.name)' already depends on '\(module.name)' (\(path.joined(separator: " -> "))): importing it makes a cycle", target, name, mark)
            }
            return implicit(name, target, mark, entry: name)
        }
    }

    private func implicit(_ name: String, _ target: CheckedTarget, _ mark: Mark, entry: String) -> ImportFinding {
        let key = target.role == .tests ? "testDependencies" : "dependencies"
        var diagnostic = Diagnostic.error("target '\(target.name)' imports '\(name)', which module '\(target.module.name)' does not declare", at: mark)
        if target.isTestTargetsEntry {
            // A `testTargets:` entry: its own list, which `--fix` does not edit.
            diagnostic.note = Diagnostic.Note("add '\(name)' to the dependencies of test target '\(target.name)' under testTargets of '\(target.module.name)' here", at: target.module.location)
            return ImportFinding(.implicit, diagnostic, target: target.name, name: name)
        }
        diagnostic.note = Diagnostic.Note("add '\(name)' to the \(key) of '\(target.module.name)' here", at: target.module.location)
        let fix = SpecFix(.add, module: target.module.name, key: key, entry: entry, name: name)
        return ImportFinding(.implicit, diagnostic, target: target.name, name: name, fix: fix)
    }

    private func forbidden(_ message: String, _ target: CheckedTarget, _ name: String, _ mark: Mark) -> ImportFinding {
        ImportFinding(.forbidden, .error(message, at: mark), target: target.name, name: name)
    }

    /// The rule an edge `from -> to` would break, in the graph's words (`RuleChecker`).
    private func brokenRule(from: ResolvedModule, to: ResolvedModule, role: CheckedTarget.Role) -> String? {
        if case .testing(let mocked, _) = to.origin {
            if role == .tests { return nil }
            if case .testing = from.origin { return nil }
            return "\(from.kind.rawValue) module '\(from.name)' cannot depend on '\(to.name)', the mocks of '\(mocked)': only tests and examples may; use testDependencies"
        }
        guard !graph.rules.allows(from.kind, toDependOn: to.kind), from.name != to.name else { return nil }
        var message = "\(from.kind.rawValue) module '\(from.name)' cannot depend on \(to.kind.rawValue) module '\(to.name)'"
        let interface = graph.options.interfaceName(for: to.name)
        if to.kind == .feature, graph.rules.allows(from.kind, toDependOn: .interface), graph[interface] != nil {
            message += ": import '\(interface)' instead"
        } else {
            let allowed = graph.rules.allowedKinds(for: from.kind).map(\.rawValue)
            message += " (\(from.kind.article) module may depend on: \(allowed.isEmpty ? "nothing" : allowed.joined(separator: ", ")))"
        }
        return message
    }

    /// A chain of module dependencies from `start` to `goal`, if there is one.
    private func path(from start: String, to goal: String) -> [String]? {
        var parent: [String: String] = [start: start]
        var queue = [start]
        var head = 0
        while head < queue.count {
            let current = queue[head]
            head += 1
            for next in graph[current]?.moduleDependencies ?? [] where parent[next] == nil {
                parent[next] = current
                if next == goal {
                    var chain = [goal]
                    var step = goal
                    while step != start, let previous = parent[step] {
                        chain.append(previous)
                        step = previous
                    }
                    return chain.reversed()
                }
                queue.append(next)
            }
        }
        return nil
    }

    /// Dependencies the spec writes that no file of the target imports.
    private func unused(in target: CheckedTarget, used: Set<String>) -> [ImportFinding] {
        guard target.role == .main || target.role == .tests else { return [] }
        let key = target.role == .tests ? "testDependencies" : "dependencies"
        var findings: [ImportFinding] = []
        for (name, dependency) in target.declared.sorted(by: { $0.key < $1.key }) where !used.contains(name) {
            guard let dependency else { continue }
            let diagnostic = Diagnostic.warning(
                "module '\(target.module.name)' declares '\(name)' in its \(key), but no file of target '\(target.name)' imports it",
                at: target.module.location)
            let entry = CheckedTarget.importName(of: dependency)
            findings.append(ImportFinding(.unused, diagnostic, target: target.name, name: name, fix: SpecFix(.remove, module: target.module.name, key: key, entry: entry, name: name)))
        }
        return findings
    }
}
