import YAMLTree

/// What the spec stage reads off a file's bytes before their strings are used: the digest the
/// load reports (`SpecInputs`), whether it may hold a `$` (`DollarSighting`), and where it
/// stops being UTF-8. A large file's are worked out on another thread (`BackgroundValue`) while libyaml
/// parses it (`SpecFileReader`): the parse's first step, finding where to cut it
/// (`SplitLoad`), runs on one core, and these read the whole file once more, which the idle
/// core can do at the same time.
struct SpecFileChecks: Sendable {
    var digest: SpecFileDigest
    var mayHoldDollar: Bool
    /// The first byte that is not UTF-8, nil when all are.
    var firstInvalidByte: Mark?

    /// From this size (bytes) a file's checks run beside its parse: the size from which it is
    /// parsed in parts (`YAMLLoader`), whose cut search leaves the second core idle. Below,
    /// they take less than starting a thread.
    static let besideFrom = 256 << 10

    init(_ bytes: [UInt8], file: String) {
        digest = SpecFileDigest(bytes)
        mayHoldDollar = DollarSighting.mayHoldDollar(bytes)
        firstInvalidByte = UTF8Check.firstInvalidByte(in: bytes, file: file)
    }
}
