extension StateStore {
    /// The record in `.modgen/inputs`; nil when there is none or it cannot be read.
    func readInputs() -> InputsRecord? {
        guard case .regular(let bytes, _)? = try? fileSystem.existingFile(at: layout.inputsPath) else { return nil }
        return InputsRecord(bytes)
    }

    /// The bytes of `.modgen/state` as they are on disk; nil when it is missing or not a file.
    func stateBytes() -> [UInt8]? {
        guard case .regular(let bytes, _)? = try? fileSystem.existingFile(at: layout.statePath) else { return nil }
        return bytes
    }

    /// Records `fingerprint` beside the state now on disk (call under the lock, after the
    /// state is written). Best effort: a record that cannot be written only costs the next
    /// run its fast path, and an old record no longer matches a changed state.
    func recordInputs(_ fingerprint: PlanFingerprint) {
        guard let state = stateBytes() else { return }
        let record = InputsRecord(fingerprint: fingerprint, stateHash: ContentHash(state))
        guard readInputs() != record else { return }  // already there: not touched
        try? AtomicFileWriter(fileSystem: fileSystem).write(record.rendered, to: layout.inputsPath)
    }
}
