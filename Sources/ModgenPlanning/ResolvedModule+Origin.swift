import ModgenGraph

/// What the planner asks of a module's origin.
extension ResolvedModule {
    var isFeatureInterface: Bool {
        if case .interface = origin { return true }
        return false
    }

    /// The feature whose interface this module is, if it is one.
    var interfacedFeature: String? {
        if case .interface(let feature) = origin { return feature }
        return nil
    }
}
