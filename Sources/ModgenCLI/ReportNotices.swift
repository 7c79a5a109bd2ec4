import ModgenWriting

/// What every generating command (`generate`, `init`, `add`) prints to stderr about a run
/// before its summary: ignored lines of `.modgen/state`, refused files, and each stub not
/// written because a file of its target declares the same type (which file, which type, the fix).
enum ReportNotices {
    static func print(_ report: WriteReport) {
        for line in report.warnings { printError(line) }
        for path in report.refused { printError(report.refusal(path)) }
        for clash in report.stubClashes { printError(clash.warning) }
    }
}
