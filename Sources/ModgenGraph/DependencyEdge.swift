import YAMLTree

/// An edge between two modules of the table, with the entry that made it.
struct DependencyEdge {
    var from: Int
    var to: Int
    /// The dependency (or `serves`) entry; for a feature's edge to its interface, the feature.
    var mark: Mark
    /// Added by modgen (feature -> its interface, deps -> interfaces it serves): exempt from the
    /// kind rules, which govern what users write.
    var isImplicit: Bool
    /// From the module's test target (`testDependencies`): a package edge only in the
    /// `packages` layout, where the test target lives in the module's package.
    var isTest = false
}
