import ModgenPlanning

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
    static func isGeneratedShape(_ path: String) -> Bool {
        if path == manifest || path == readme { return true }
        let components = path.split(separator: "/", omittingEmptySubsequences: false)
        guard !components.dropLast().contains(where: { $0 == "Sources" || $0 == "Tests" }) else { return false }
        if components.last.map(String.init) == manifest { return true }
        if components.count == 1 { return path.hasSuffix(".xctestplan") }
        if components.count == 2 { return components[0].hasSuffix(".xcworkspace") && components[1] == "contents.xcworkspacedata" }
        if components.last == "project.pbxproj" { return components[components.count - 2].hasSuffix(".xcodeproj") }
        return components.count >= 4 && components.last?.hasSuffix(".xcscheme") == true
            && components[components.count - 2] == "xcschemes" && components[components.count - 3] == "xcshareddata"
            && components[components.count - 4].hasSuffix(".xcodeproj")
    }

    /// The warning for an ignored line: `FILE:LINE: warning: ...`, as a compiler prints one.
    static func warning(file: String, line: Int, path: String, problem: String) -> String {
        let shown = String(String.UnicodeScalarView(path.unicodeScalars.map { $0.value < 0x20 || $0.value == 0x7f ? "?" : $0 }))
        return "\(file):\(line): warning: ignoring the entry for '\(shown)': \(problem); modgen neither deletes nor replaces it"
    }

    private static let manifest = PackageManifest.fileName
    private static let readme = ProjectReadme.path
}

extension RecordedEntryRules {
    init(plan: Plan, specPath: String?) {
        self.init(
            plannedGenerated: Set(plan.files.lazy.filter { $0.ownership == .generated }.map(\.path)),
            specPath: specPath)
    }
}
