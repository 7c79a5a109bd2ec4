import ModgenPlanning
/// `.modgen/inputs`: the fingerprint of what the last clean run was made from, and the digest
/// of the state it left (`StateDigest`). Written after the state, under the lock:
///
///     modgen inputs 2
///     fingerprint 0c1f...(32 hex digits)
///     state 3f2a9c0d11e4b7a8
///
/// The state hash ties the record to that state: any later run that changes the state
/// (writes, prunes, forgets) leaves a record that no longer matches, without having to
/// remove it first.
///
/// Below: `StateStore`'s reading and writing of the record.
struct InputsRecord: Sendable, Hashable {
    var fingerprint: PlanFingerprint
    /// The `StateDigest` of the state the run left.
    var stateHash: ContentHash

    /// Version 2: the state's `StateDigest` (version 1 held its FNV-1a `ContentHash`).
    static let header = "modgen inputs 2"

    var rendered: String {
        "\(Self.header)\nfingerprint \(fingerprint)\nstate \(stateHash)\n"
    }

    /// Nil for anything but exactly the rendered form: a record that cannot be read is no record.
    init?(_ bytes: [UInt8]) {
        let lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        guard lines.count == 4, lines[3].isEmpty, lines[0].elementsEqual(Self.header.utf8),
            let digits = Self.value(of: "fingerprint ", in: lines[1], digits: 32),
            let fingerprint = PlanFingerprint(hex: digits),
            let state = Self.value(of: "state ", in: lines[2], digits: 16),
            let stateHash = ContentHash(hex: state)
        else { return nil }
        self.init(fingerprint: fingerprint, stateHash: stateHash)
    }

    init(fingerprint: PlanFingerprint, stateHash: ContentHash) {
        self.fingerprint = fingerprint
        self.stateHash = stateHash
    }

    private static func value(of key: String, in line: ArraySlice<UInt8>, digits: Int) -> ArraySlice<UInt8>? {
        guard line.starts(with: key.utf8), line.count == key.utf8.count + digits else { return nil }
        return line.dropFirst(key.utf8.count)
    }
}

extension StateStore {
    /// The record in `.modgen/inputs`; nil when there is none or it cannot be read.
    func readInputs() -> InputsRecord? {
        bytes(at: layout.inputsPath).flatMap(InputsRecord.init)
    }

    /// The bytes of `.modgen/state` as they are on disk; nil when it is missing or not a file.
    func stateBytes() -> [UInt8]? {
        bytes(at: layout.statePath)
    }

    /// The bytes of one of modgen's files (the state, a record) as they are on disk; nil when
    /// it is missing, not a regular file, or cannot be read: the fast path's reads, which
    /// fall back to the full path rather than fail.
    func bytes(at path: String) -> [UInt8]? {
        guard case .regular(let bytes, _)? = try? fileSystem.existingFile(at: path) else { return nil }
        return bytes
    }

    /// Records `fingerprint` beside the state now on disk, hashed `stateHash` (call under the
    /// lock, after the state is written). Best effort: a record that cannot be written only
    /// costs the next run its fast path, and an old record no longer matches a changed state.
    func recordInputs(_ fingerprint: PlanFingerprint, stateHash: ContentHash) {
        let record = InputsRecord(fingerprint: fingerprint, stateHash: stateHash)
        guard readInputs() != record else { return }  // already there: not touched
        try? AtomicFileWriter(fileSystem: fileSystem).write(record.rendered, to: layout.inputsPath)
    }
}
