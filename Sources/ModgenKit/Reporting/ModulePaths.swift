extension DependencyPictureBuilder {
    /// Paths as the planner lays packages out.
    public init(graph: ModuleGraph) {
        let options = graph.options
        self.init(graph: graph) { "\(options.packagesDir)/\(options.folder(for: $0.kind))/\($0.name)" }
    }
}

extension ResolvedSpecDump {
    public static func value(of graph: ModuleGraph) -> DumpValue {
        let options = graph.options
        return value(of: graph) { "\(options.packagesDir)/\(options.folder(for: $0.kind))/\($0.name)" }
    }
}
