import YAMLTree

/// An edge between two modules of the table, with the entry that made it. Its ends are kept in
/// 32 bits (24 bytes an edge, not 32: the 7 MB bench spec's graph has some 263,000); a table
/// holds far fewer than 2^31 nodes, since a spec and its includes are at most 16 MB together
/// (`YAMLLimits.maxInputBytes`) and a module takes a few bytes of them.
struct DependencyEdge {
    private var storedFrom: Int32
    private var storedTo: Int32
    /// The dependency (or `serves`) entry; for a feature's edge to its interface, the feature.
    var mark: Mark
    /// Added by modgen (feature -> its interface, deps -> interfaces it serves): exempt from the
    /// kind rules, which govern what users write.
    var isImplicit: Bool
    /// From the module's test target (`testDependencies`): a package edge only in the
    /// `packages` layout, where the test target lives in the module's package.
    var isTest: Bool

    init(from: Int, to: Int, mark: Mark, isImplicit: Bool, isTest: Bool = false) {
        storedFrom = Int32(truncatingIfNeeded: from)
        storedTo = Int32(truncatingIfNeeded: to)
        self.mark = mark
        self.isImplicit = isImplicit
        self.isTest = isTest
    }

    /// The table's index of the module that depends.
    var from: Int { Int(storedFrom) }
    /// The table's index of the module it depends on.
    var to: Int { Int(storedTo) }
}
