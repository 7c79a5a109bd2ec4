import ModgenGraph

extension DependencyPictureBuilder {
    /// Paths as the planner lays modules out, in either layout (`PackageLayout.modulePath`).
    public init(graph: ModuleGraph) {
        let layout = PackageLayout(options: graph.options)
        self.init(graph: graph) { layout.modulePath(of: $0).description }
    }
}

extension ResolvedSpecDump {
    public static func value(of graph: ModuleGraph) -> DumpValue {
        let layout = PackageLayout(options: graph.options)
        return value(of: graph) { layout.modulePath(of: $0).description }
    }
}
