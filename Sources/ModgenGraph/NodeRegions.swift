import ModgenSpec

/// The uninitialized room for a `ModuleTable`'s nodes, in two regions two lanes fill at once:
/// the declared modules' nodes first, in the spec's order, then the nodes the modules bring
/// (each feature's interface, then the testing modules). Each lane sorts its region by name
/// where it lies, so the whole is two sorted runs, which `TwoLaneMerge` merges into the list.
///
/// Valid only while the room `buffer` points to is allocated; each region is written by one
/// lane, every one of its slots once.
struct NodeRegions: @unchecked Sendable {
    let buffer: UnsafeMutableBufferPointer<ModuleNode>
    /// The declared modules: the first region's length, and where the second starts.
    let declared: Int

    /// Room for every node `declared` modules can bring: each one's own, an interface, a
    /// testing module.
    static func capacity(forDeclared declared: Int) -> Int { declared * 3 }

    /// The declared modules' nodes, in `[0, declared)`, sorted by name.
    func makeDeclared(_ modules: [SpecModule]) {
        precondition(modules.count == declared && buffer.count >= declared)
        for offset in modules.indices { buffer.initializeElement(at: offset, to: .declared(modules, at: offset)) }
        var region = UnsafeMutableBufferPointer(rebasing: buffer[0..<declared])
        region.sort { $0.name < $1.name }
    }

    /// The generated nodes from `declared` on, sorted by name; how many.
    func makeGenerated(spec: Spec) -> Int {
        let modules = spec.modules
        var next = declared
        func add(_ node: ModuleNode) {
            precondition(next < buffer.count)
            buffer.initializeElement(at: next, to: node)
            next += 1
        }
        for offset in modules.indices where modules[offset].kind == .feature {
            add(.interface(spec.options.interfaceName(for: modules[offset].name), ofFeatureAt: offset, in: modules))
        }
        for offset in modules.indices where modules[offset].testing && [.feature, .interface].contains(modules[offset].kind) {
            add(.testing(ofModuleAt: offset, in: modules))
        }
        var region = UnsafeMutableBufferPointer(rebasing: buffer[declared..<next])
        region.sort { $0.name < $1.name }
        return next - declared
    }
}
