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
    let plannedGenerated: Set<String>
    /// The spec as this run names it (`WriteOptions.specPath`).
    let specPath: String?
    /// The spec's UTF-8 when it is ASCII, an empty array (which no path equals) when there is
    /// none, nil when it is not ASCII: what `allows` compares an ASCII path with.
    private let specBytes: [UInt8]?

    init(plannedGenerated: Set<String> = [], specPath: String?) {
        self.plannedGenerated = plannedGenerated
        self.specPath = specPath
        let bytes = Array((specPath ?? "").utf8)
        specBytes = bytes.allSatisfy { $0 < 0x80 } ? bytes : nil
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

    /// `problem(with:_:recordedSpec: nil) == nil` for the path whose UTF-8 is `path`, as the
    /// fast path asks it of every line of the state before it trusts any (`RecordedPart`):
    /// for an ASCII path, on its bytes, with no `String` made; for any other, through one
    /// (`String` equality is canonical equivalence, which the spec's bytes alone do not decide).
    func allows(_ path: UnsafeBufferPointer<UInt8>, isASCII: Bool, _ entry: WriteState.Entry) -> Bool {
        guard isASCII, plannedGenerated.isEmpty, let specBytes else {
            return problem(with: String(decoding: path, as: UTF8.self), entry, recordedSpec: nil) == nil
        }
        guard PlannedPathRules.problem(in: path) == nil, !path[...].equals(specBytes) else { return false }
        // Matched, not compared: `==` on the raw-value enum went through a generic thunk.
        if case .stub = entry.ownership { return true }
        return Self.isGeneratedShape(path)
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
        return path.withUTF8 { isGeneratedShape($0) }
    }

    /// In one pass over the bytes, keeping the last four components: finding each component
    /// from the path's start again cost three times as much (a no-op asks this of every entry:
    /// 19.0 M -> 6.2 M instructions at 5,000 features).
    static func isGeneratedShape(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        if bytes[...].equals(manifestName) || bytes[...].equals(readmeName) { return true }
        var count = 0
        // The last component first: `recent.0` ends the path.
        var recent = (bytes[0..<0], bytes[0..<0], bytes[0..<0], bytes[0..<0])
        guard let base = bytes.baseAddress else { return false }
        var start = 0
        while true {
            // `memchr`: a loop over the bytes to the next `/` was most of this function's cost.
            // In place, with `base` found once: through `index(of:from:before:)` this loop cost
            // 0.14 M instructions more of a no-op at 1,000 features.
            let end = memchr(base + start, Int32(UInt8(ascii: "/")), bytes.count - start)
                .map { UnsafeRawPointer($0) - UnsafeRawPointer(base) } ?? bytes.count
            let component = bytes[start..<end]
            recent = (component, recent.0, recent.1, recent.2)
            count += 1
            if end == bytes.count { break }
            if component.equals("Sources") || component.equals("Tests") { return false }
            start = end + 1
        }
        let last = recent.0
        if last.equals(manifestName) { return true }
        if count == 1 { return last.ends(with: ".xctestplan") }
        if count == 2 { return recent.1.ends(with: ".xcworkspace") && last.equals("contents.xcworkspacedata") }
        if last.equals("project.pbxproj") { return recent.1.ends(with: ".xcodeproj") }
        return count >= 4 && last.ends(with: ".xcscheme") && recent.1.equals("xcschemes")
            && recent.2.equals("xcshareddata") && recent.3.ends(with: ".xcodeproj")
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
