import ModgenPlanning
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Which lines of `.modgen/state` and `.modgen/journal` modgen may act on. Both files are
/// committed and travel through merges, so any line may have been written by a person (or a
/// bad merge), hash included: a hash anyone can compute proves no ownership. So modgen deletes
/// or replaces a recorded path only when it could itself generate it: a generated path of the
/// current plan, or, for one it no longer plans, a manifest (`Package.swift` at the root or
/// `<folder>/Package.swift`, outside any `Sources` or `Tests` folder), an Xcode file of an
/// app shell or of the root (`isGeneratedShape`) or the root `README.md`.
/// Every recorded path must also be lexically inside the root and outside `.modgen/`
/// (`PlannedPathRules`) and must not be the spec. Stubs are never deleted or replaced, so a
/// stub line needs only those. Every other line is ignored, with a warning naming its line.
struct RecordedEntryRules: Sendable {
    /// The generated paths of the current plan.
    var plannedGenerated: Set<String>
    /// The spec as this run names it (`WriteOptions.specPath`).
    var specPath: String?

    init(plannedGenerated: Set<String> = [], specPath: String?) {
        self.plannedGenerated = plannedGenerated
        self.specPath = specPath
    }

    /// Why modgen must not act on `path` as recorded, or nil when it may. `recordedSpec` is
    /// the spec named by the file the line is in.
    func problem(with path: String, _ entry: WriteState.Entry, recordedSpec: String?) -> String? {
        if let problem = PlannedPathRules.problem(with: path) { return problem }
        if path == specPath || path == recordedSpec { return "it is the spec" }
        guard entry.ownership == .generated, !plannedGenerated.contains(path) else { return nil }
        return Self.isGeneratedShape(path)
            ? nil : "modgen generates no file there (only Package.swift files, Xcode projects, schemes, workspace and test plan, and the root README.md)"
    }

    /// `Package.swift`, `README.md`, or `<folder>/Package.swift` with no `Sources` or `Tests`
    /// folder above it (those hold people's code, packages nested in it included).
    /// Also an app shell's files (`<folder>/<X>.xcodeproj/project.pbxproj`,
    /// `<folder>/<X>.xcodeproj/xcshareddata/xcschemes/<Y>.xcscheme`) and the root's
    /// `<name>.xcworkspace/contents.xcworkspacedata` and `<name>.xctestplan`.
    /// Compared on UTF-8 bytes, with no allocation: a no-op run asks it of every recorded
    /// generated path (~10,000 at 1,000 features) before it reads any file.
    static func isGeneratedShape(_ path: String) -> Bool {
        var path = path
        return path.withUTF8 { isGeneratedShape(PathBytes(bytes: $0)) }
    }

    private static func isGeneratedShape(_ path: PathBytes) -> Bool {
        if path.bytes[...].equals(manifestName) || path.bytes[...].equals(readmeName) { return true }
        let count = path.componentCount
        for index in 0..<(count - 1) {
            let component = path.component(index)
            if component.equals("Sources") || component.equals("Tests") { return false }
        }
        let last = path.component(count - 1)
        if last.equals(manifestName) { return true }
        if count == 1 { return last.ends(with: ".xctestplan") }
        if count == 2 {
            return path.component(0).ends(with: ".xcworkspace") && last.equals("contents.xcworkspacedata")
        }
        if last.equals("project.pbxproj") { return path.component(count - 2).ends(with: ".xcodeproj") }
        return count >= 4 && last.ends(with: ".xcscheme") && path.component(count - 2).equals("xcschemes")
            && path.component(count - 3).equals("xcshareddata")
            && path.component(count - 4).ends(with: ".xcodeproj")
    }

    /// The warning for an ignored line: `FILE:LINE: warning: ...`, as a compiler prints one.
    static func warning(file: String, line: Int, path: String, problem: String) -> String {
        let shown = String(String.UnicodeScalarView(path.unicodeScalars.map { $0.value < 0x20 || $0.value == 0x7f ? "?" : $0 }))
        return "\(file):\(line): warning: ignoring the entry for '\(shown)': \(problem); modgen neither deletes nor replaces it"
    }

    private static let manifest = PackageManifest.fileName
    private static let readme = ProjectReadme.path
    private static let manifestName = Array(manifest.utf8)
    private static let readmeName = Array(readme.utf8)
}

extension RecordedEntryRules {
    init(plan: Plan, specPath: String?) {
        self.init(
            plannedGenerated: Set(plan.files.lazy.filter { $0.ownership == .generated }.map(\.path)),
            specPath: specPath)
    }
}

/// A path's UTF-8 bytes split at `/` (empty components kept) without allocating, for
/// `RecordedEntryRules.isGeneratedShape`.
private struct PathBytes {
    var bytes: UnsafeBufferPointer<UInt8>

    var componentCount: Int {
        bytes.reduce(1) { $1 == UInt8(ascii: "/") ? $0 + 1 : $0 }
    }

    /// The component at `index` (0 is the first).
    func component(_ index: Int) -> UnsafeBufferPointer<UInt8>.SubSequence {
        var start = bytes.startIndex
        var seen = 0
        for position in bytes.indices where bytes[position] == UInt8(ascii: "/") {
            if seen == index { return bytes[start..<position] }
            seen += 1
            start = position + 1
        }
        return bytes[start...]
    }
}

extension Slice<UnsafeBufferPointer<UInt8>> {
    fileprivate func ends(with suffix: StaticString) -> Bool {
        count >= suffix.utf8CodeUnitCount && self[(endIndex - suffix.utf8CodeUnitCount)...].equals(suffix)
    }

    fileprivate func equals(_ name: StaticString) -> Bool {
        equals(UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount))
    }

    fileprivate func equals(_ name: [UInt8]) -> Bool {
        name.withUnsafeBufferPointer { equals($0) }
    }

    /// Byte equality: a length check, then one `memcmp`.
    private func equals(_ name: UnsafeBufferPointer<UInt8>) -> Bool {
        guard count == name.count else { return false }
        guard count > 0, let mine = base.baseAddress, let other = name.baseAddress else { return true }
        return memcmp(mine + startIndex, other, count) == 0
    }
}
