import ModgenGraph

/// Renders every module's source stubs on as many threads as there are cores (Stencil
/// rendering is most of a cold run's time). Each thread compiles its own template sets, so
/// no Stencil object or loader cache is shared between threads.
struct StubRenderPool {
    let graph: ModuleGraph
    let layout: PackageLayout
    let specReference: String
    let templates: TemplateLocator
    let isOnDisk: @Sendable (String) -> Bool
    let threads: Int

    /// Each module's stubs, or the error planning them threw, in `graph.modules` order.
    func render() -> [Result<[PlannedFile], any Error>] {
        let (graph, layout, specReference, templates, isOnDisk) = (graph, layout, specReference, templates, isOnDisk)
        return OrderedParallelMap.map(count: graph.modules.count, threads: threads) {
            let library = TemplateLibrary(locator: templates, templatesPath: graph.options.templatesPath)
            let planner = StubPlanner(library: library, contexts: StubContextBuilder(graph: graph, layout: layout, specReference: specReference), layout: layout, isOnDisk: isOnDisk)
            return { index in Result { try planner.files(for: graph.modules[index]) } }
        }
    }
}
