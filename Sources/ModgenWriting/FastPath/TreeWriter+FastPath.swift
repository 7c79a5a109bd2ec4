extension TreeWriter {
    /// The report of a run that would change nothing, found without a plan: nil unless
    /// `inputs` equals the fingerprint recorded by the last clean run and the tree is still
    /// as that run left it (see `UnchangedTree`), and always nil with `force` or `prune`.
    /// Reads only, under the lock a run with these options takes; creates nothing.
    /// `isWanted` is asked between files: false abandons the check (nil).
    public func unchangedReport(
        at root: String, inputs: PlanFingerprint, options: WriteOptions,
        isWanted: @Sendable () -> Bool = { true }
    ) throws(WriteError) -> WriteReport? {
        guard !options.force, !options.prune else { return nil }
        let layout = OutputLayout(root: root)
        let store = StateStore(layout: layout, fileSystem: fileSystem)
        guard store.readInputs()?.fingerprint == inputs, let lock = try fastPathLock(layout, options) else { return nil }
        return withExtendedLifetime(lock) {
            guard let record = store.readInputs(), record.fingerprint == inputs else { return nil }
            let tree = UnchangedTree(layout: layout, fileSystem: fileSystem)
            return tree.report(for: record, specPath: options.specPath, isWanted: isWanted)
        }
    }

    /// `unchangedReport` while `inputs` computes on another thread: the tree is checked
    /// against the recorded fingerprint meanwhile, and the check counts only if the computed
    /// one equals it (it stops as soon as the computed one is known to differ). Returns the
    /// computed fingerprint, for recording after the full path, and the report if unchanged.
    public func unchangedReport(
        at root: String, options: WriteOptions, computing inputs: @escaping @Sendable () -> PlanFingerprint?
    ) throws(WriteError) -> (inputs: PlanFingerprint?, report: WriteReport?) {
        let store = StateStore(layout: OutputLayout(root: root), fileSystem: fileSystem)
        guard !options.force, !options.prune, let recorded = store.readInputs()?.fingerprint else {
            return (inputs(), nil)
        }
        let computing = BackgroundFingerprint(inputs)
        let report: WriteReport?
        do {
            report = try unchangedReport(at: root, inputs: recorded, options: options) {
                computing.isKnown(toDifferFrom: recorded) == false
            }
        } catch {
            _ = computing.wait()
            throw error
        }
        let computed = computing.wait()
        return (computed, computed == recorded ? report : nil)
    }

    /// The lock of a normal run; nil (no fast path) when it cannot be had for lack of rights.
    private func fastPathLock(_ layout: OutputLayout, _ options: WriteOptions) throws(WriteError) -> OutputLock? {
        if options.writesNothing { return try OutputLock.shared(layout, fileSystem: fileSystem) }
        do { return try OutputLock.exclusive(layout, fileSystem: fileSystem) } catch {
            guard error.isPermissionProblem else { throw error }
            return nil
        }
    }
}
