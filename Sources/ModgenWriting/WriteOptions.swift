/// How `TreeWriter` treats what is already on disk.
public struct WriteOptions: Sendable, Hashable {
    /// Overwrite generated files that were edited by hand or that modgen never wrote.
    public var force: Bool
    /// Delete orphaned generated files (never stubs or other sources) when unedited.
    public var prune: Bool
    /// Write nothing; the report says what a real run would do (for CI drift checks).
    public var check: Bool
    /// Write nothing; the report is the plan to print.
    public var dryRun: Bool
    /// The spec as the run names it (`RunContext.specReference`), recorded in `.modgen/state`.
    public var specPath: String?
    /// What the plan was made from: recorded in `.modgen/inputs` after a real run that ends
    /// clean (nothing refused, no orphan left), for the next run's fast path.
    public var inputs: PlanFingerprint?

    public init(
        force: Bool = false, prune: Bool = false, check: Bool = false, dryRun: Bool = false,
        specPath: String? = nil, inputs: PlanFingerprint? = nil
    ) {
        self.force = force
        self.prune = prune
        self.check = check
        self.dryRun = dryRun
        self.specPath = specPath
        self.inputs = inputs
    }

    /// True for `check` and `dryRun`: the disk is only read.
    public var writesNothing: Bool { check || dryRun }
}
