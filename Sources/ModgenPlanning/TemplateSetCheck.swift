import ModgenDiagnostics
import ModgenGraph

/// Finds every template set the graph's modules use, as generating would, without rendering:
/// `validate` reports an unknown set exactly as `generate` does.
package struct TemplateSetCheck {
    let locator: TemplateLocator

    package init(locator: TemplateLocator) {
        self.locator = locator
    }

    /// One error per missing set, at the first module (by name) that uses it.
    package func diagnostics(for graph: ModuleGraph) -> [Diagnostic] {
        var problems = ProblemCollector(options: graph.options)
        var checked: Set<String> = []
        for module in graph.modules where checked.insert(module.templateSet).inserted {
            do {
                _ = try locator.directory(ofSet: module.templateSet, templatesPath: graph.options.templatesPath)
            } catch {
                problems.add(error, module: module)
            }
        }
        return problems.unique
    }
}
