#if canImport(Glibc)
import Glibc
#endif
import CLinuxCalls
import ModgenSpec
import ModgenWriting

/// For a large spec, modgen starts itself again at once with glibc's allocator told to back
/// its heaps with transparent huge pages and to grow them in 64 MB steps
/// (`GLIBC_TUNABLES=glibc.malloc.hugetlb=1:glibc.malloc.top_pad=67108864`): settings glibc
/// reads only from the environment, when a process starts.
///
/// Why: loading and resolving a large spec allocates some 150 MB in small blocks, and the
/// kernel gives them page by page: `validate` of the bench's 7 MB spec took 41,331 page
/// faults (2,088 with the settings), and a thread's heap grew with 7,101 `mprotect` calls,
/// each taking the lock the other lane's faults wait on. Alternated runs of the static release
/// build, medians of 12 to 20, the second start included: validate of the 7 MB spec 387 ->
/// 330 ms; at the bench's 5,000 features validate 51.7 -> 44.6 ms, cold generate 1,007 ->
/// 932 ms (peak RSS the same), `affected` 78.8 -> 69.4 ms, the no-op 66.0 -> 65.9 ms. Below
/// `threshold` (the size from which a spec is also parsed in parts, `YAMLLoader.splitFrom`) the
/// second start (about 1.5 ms) would cost more than it saves: at 1,000 features (209 KB)
/// validate gained about 1 ms of its 14.
///
/// The spec is the `--spec` argument's file (or `modules.yml`), whatever the command. A user
/// who set `glibc.malloc.hugetlb` in `GLIBC_TUNABLES` (to 0 as well) keeps it, and is never
/// started again; other tunables of theirs are kept. The processes modgen starts (git)
/// inherit the setting. If the new start fails, this one goes on as it is.
///
/// Not on a machine that hands the memory its programs free to its host (`FreePageReporting`):
/// there a run after a pause draws huge pages the host must back again (validate of the 7 MB
/// spec 271 ms, against 165 ms in 4 KB pages), so the heap is only padded, in this process
/// (`mallopt(M_TOP_PAD)`, `Plan.padHeap`: no second start). Padded against glibc's defaults,
/// alternated there, 21 rounds: validate of the 7 MB spec 159.8 -> 150.0 ms.
///
/// A first `generate` into a folder (no `.modgen/state` there) renders and writes the whole
/// tree, and allocates some 40 MB at 1,000 features, most of it touched once: it starts again
/// from `firstGenerateThreshold`, a quarter of the size. Cold generate, alternated with the
/// build before (medians of 21): 1,000 features (209 KB spec) 187.0 -> 173.8 ms, page faults
/// 7,193 -> 856; 500 features 91.8 -> 82.8 ms; 300 features (66 KB) 65.7 -> 65.9 ms, where
/// the second start costs what the huge pages save. A regenerate with a state keeps
/// `threshold`: a no-op allocates little, and the second start would be a tenth of its time.
enum HugePageRelaunch {
    /// Spec files from this size (bytes) start the process again.
    static let threshold = 256 << 10
    /// The size from which a first `generate` into its output folder starts again.
    static let firstGenerateThreshold = 64 << 10

    /// The threshold for a run: `firstGenerateThreshold` for a `generate` (read by
    /// `QuickCommandLine`) whose output root has no `.modgen/state` yet, `threshold` otherwise.
    static func threshold(for request: GenerateRequest?) -> Int {
        #if os(Linux)
        guard let request else { return threshold }
        var status = stat()
        let state = TreeWriter.statePath(ofRoot: request.output ?? PathText.parent(of: request.spec))
        return stat(state, &status) == 0 ? threshold : firstGenerateThreshold
        #else
        return threshold
        #endif
    }

    /// The heap's growth step: glibc asks the kernel for this much more each time the heap
    /// runs out (M_TOP_PAD), not for a few pages at a time.
    static let heapPad = 64 << 20

    /// What is added to `GLIBC_TUNABLES`.
    static let tunables = "glibc.malloc.hugetlb=1:glibc.malloc.top_pad=\(heapPad)"

    /// What a run does about its allocator.
    enum Plan: Equatable {
        /// A small spec, or a user who set `glibc.malloc.hugetlb`: glibc's defaults.
        case asItIs
        /// A large spec on a machine that hands freed memory to its host (`FreePageReporting`):
        /// 4 KB pages, the heap padded in this process (`mallopt`), no second start.
        case padHeap
        /// A large spec elsewhere: start again with these `GLIBC_TUNABLES`.
        case relaunch(tunables: String)
    }

    /// The plan for a spec of `specSize` bytes (nil: no such file). `returnsFreePages` is asked
    /// only for a large spec: the balloon's folder is read then, not on every run.
    static func plan(specSize: Int?, threshold: Int, currentTunables: String?, returnsFreePages: @autoclosure () -> Bool) -> Plan {
        guard let specSize, specSize >= threshold, let value = tunablesValue(current: currentTunables) else { return .asItIs }
        return returnsFreePages() ? .padHeap : .relaunch(tunables: value)
    }

    /// Starts the process again, with its own arguments and the tunables, when the spec is
    /// large (or pads the heap instead, `Plan.padHeap`); returns otherwise.
    static func relaunchIfLarge(threshold: Int = threshold) {
        #if os(Linux)
        let current = getenv("GLIBC_TUNABLES").map { String(cString: $0) }
        let chosen = plan(
            specSize: fileSize(specPath(in: Array(CommandLine.arguments.dropFirst()))), threshold: threshold,
            currentTunables: current, returnsFreePages: FreePageReporting.isActive())
        switch chosen {
        case .asItIs:
            return
        case .padHeap:
            _ = mallopt(M_TOP_PAD, Int32(heapPad))
            return
        case .relaunch(let value):
            relaunch(tunables: value)
        }
        #endif
    }

    /// `execve` of this program with `GLIBC_TUNABLES=value`; returns only when it failed (then
    /// this process goes on with glibc's defaults).
    private static func relaunch(tunables value: String) {
        #if os(Linux)
        // Without its copy the new process would lack the setting and start once more, and so on.
        guard let added = strdup("GLIBC_TUNABLES=" + value) else { return }
        var environment: [UnsafeMutablePointer<CChar>?] = []
        var entry = environ
        while let pointer = entry.pointee {
            if strncmp(pointer, "GLIBC_TUNABLES=", 15) != 0 { environment.append(pointer) }
            entry += 1
        }
        environment.append(added)
        environment.append(nil)
        _ = environment.withUnsafeBufferPointer { execve("/proc/self/exe", CommandLine.unsafeArgv, $0.baseAddress) }
        free(added)
        #endif
    }

    /// `GLIBC_TUNABLES` with the tunables added to the user's (`current`), or nil when the user
    /// set `glibc.malloc.hugetlb` (this process may be the one started again).
    static func tunablesValue(current: String?) -> String? {
        guard let current, !current.isEmpty else { return tunables }
        if current.split(separator: ":").contains(where: { $0.hasPrefix("glibc.malloc.hugetlb=") }) { return nil }
        return current + ":" + tunables
    }

    /// The spec file a command line names: the value of its first `--spec` (`--spec PATH` or
    /// `--spec=PATH`), else `modules.yml`.
    static func specPath(in arguments: [String]) -> String {
        for (index, argument) in arguments.enumerated() {
            if argument == "--" { break }
            if argument == "--spec", index + 1 < arguments.count { return arguments[index + 1] }
            if argument.hasPrefix("--spec=") { return String(argument.dropFirst("--spec=".count)) }
        }
        return "modules.yml"
    }

    /// The size of the regular file at `path`, nil when there is none.
    private static func fileSize(_ path: String) -> Int? {
        #if os(Linux)
        var status = stat()
        guard stat(path, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else { return nil }
        return Int(status.st_size)
        #else
        return nil
        #endif
    }
}
