import Foundation
import Testing

/// `modgen affected` in a real git repository built by the test: the spec and its generated
/// tree live in `app/`, a subfolder of the work tree, beside a README of the repository's own.
@Suite struct AffectedCommandTests {
    static let spec = """
        name: Shop
        include: [more.yml]
        modules:
          ShopApp: { type: app, dependencies: [Catalog, Cart, CatalogDeps] }
          Catalog: { type: feature, example: true, dependencies: [Networking, CartInterface] }
          Cart: { type: feature, dependencies: [Storage] }
          CatalogDeps: { type: deps, serves: [Catalog], dependencies: [Networking] }
          Networking: { type: core, dependencies: [Logging] }
          Logging: { type: core }

        """
    static let loggingClosure = ["Catalog", "CatalogDeps", "Logging", "Networking", "ShopApp"]
    static let storageClosure = ["Cart", "ShopApp", "Storage"]
    static let cache = "app/Packages/Core/Storage/Sources/Storage/Cache.swift"

    /// A repository whose first commit has only a README, whose second (`main`) the spec, its
    /// include and the generated tree; then on the branch `change`.
    private func fixture(_ label: String) throws -> GitFixture {
        let repository = try GitFixture("affected-\(label)")
        try repository.write("# Shop\n", to: "README.md")
        try repository.commitAll("readme")
        try repository.git("tag", "before-spec")
        try repository.write(Self.spec, to: "app/modules.yml")
        try repository.write("modules:\n  Storage: { type: core }\n", to: "app/more.yml")
        let generated = try repository.modgen(["generate", "--spec", "app/modules.yml"])
        try #require(generated.status == 0, "\(generated.stderr)")
        try repository.write("public struct Cache {\n    public var entries: [String: String] = [:]\n    public init() {}\n}\n", to: Self.cache)
        try repository.commitAll("spec and tree")
        try repository.git("checkout", "-q", "-b", "change")
        return repository
    }

    /// `affected --format json` between `main` and the branch (or the work tree): the module names.
    private func affected(_ repository: GitFixture, _ extra: [String] = ["--base", "main", "--head", "HEAD"]) throws -> (names: [String], json: [[String: Any]], stderr: String) {
        let result = try repository.modgen(["affected", "--spec", "app/modules.yml", "--format", "json"] + extra)
        try #require(result.status == 0, "\(result.stderr)")
        let value = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8))
        let entries = try #require(value as? [[String: Any]], "\(result.stdout)")
        return (entries.compactMap { $0["module"] as? String }, entries, result.stderr)
    }

    @Test func aCoreChangeAffectsExactlyItsReverseClosure() throws {
        let repository = try fixture("core")
        defer { repository.remove() }
        try repository.append("// changed\n", to: "app/Packages/Core/Logging/Sources/Logging/LoggingInfo.swift")
        // Uncommitted: the work tree against HEAD.
        #expect(try affected(repository, []).names == Self.loggingClosure)
        try repository.commitAll("change logging")
        let committed = try affected(repository)
        #expect(committed.names == Self.loggingClosure)
        let logging = try #require(committed.json.first { $0["module"] as? String == "Logging" })
        #expect(logging["package"] as? String == "Packages/Core/Logging")
        #expect(logging["kind"] as? String == "core")
        #expect(logging["tests"] as? [String] == ["LoggingTests"])
    }

    @Test func aSpecEditAffectsExactlyTheChangedEntriesClosure() throws {
        let repository = try fixture("spec")
        defer { repository.remove() }
        try repository.write("modules:\n  Storage: { type: core, dependencies: [Logging] }\n", to: "app/more.yml")
        try repository.commitAll("storage uses logging")
        #expect(try affected(repository).names == Self.storageClosure)
        let edited = Self.spec.replacingOccurrences(of: "Cart: { type: feature, dependencies: [Storage] }", with: "Cart: { type: feature, dependencies: [Storage, Logging] }")
        try repository.write("# a comment above everything\n" + edited, to: "app/modules.yml")
        try repository.commitAll("cart uses logging")
        // Both commits against main; the comment moved every line, which changes no entry.
        #expect(try affected(repository).names == ["Cart", "ShopApp", "Storage"])
        #expect(try affected(repository, ["--base", "HEAD~1", "--head", "HEAD"]).names == ["Cart", "ShopApp"])
    }

    @Test func aReadmeChangeAffectsNothing() throws {
        let repository = try fixture("readme")
        defer { repository.remove() }
        try repository.append("More words.\n", to: "README.md")
        try repository.write("# Notes\n", to: "app/Docs/notes.md")
        try repository.commitAll("docs")
        #expect(try affected(repository).names == [])
        let text = try repository.modgen(["affected", "--spec", "app/modules.yml", "--base", "main", "--head", "HEAD"])
        #expect(text.status == 0)
        #expect(text.stdout.contains("0 modules affected"), "\(text.stdout)")
        #expect(text.stdout.contains("2 changed files, 1 under no module"), "\(text.stdout)")
    }

    @Test func aRenamedFileCountsAtBothPaths() throws {
        let repository = try fixture("rename")
        defer { repository.remove() }
        try repository.git("mv", Self.cache, "app/Packages/Core/Logging/Sources/Logging/Cache.swift")
        try repository.commitAll("move the cache")
        #expect(try repository.git("diff", "--name-status", "-M", "main...HEAD").hasPrefix("R"))
        #expect(try affected(repository).names == Set(Self.loggingClosure + Self.storageClosure).sorted())
    }

    @Test func anUntrackedFileInAModuleAffectsIt() throws {
        let repository = try fixture("untracked")
        defer { repository.remove() }
        try repository.write("struct New {}\n", to: "app/Packages/Features/Cart/Sources/Cart/New.swift")
        #expect(try affected(repository, []).names == ["Cart", "ShopApp"])
    }

    @Test func theGivenFilesInsteadOfGitsDiff() throws {
        let repository = try fixture("files")
        defer { repository.remove() }
        #expect(try affected(repository, ["--files", "app/Packages/Core/Storage/Package.swift", "README.md"]).names == Self.storageClosure)
    }

    @Test func aSpecMissingAtTheBaseAffectsEveryModule() throws {
        let repository = try fixture("missing")
        defer { repository.remove() }
        let result = try affected(repository, ["--base", "before-spec", "--head", "HEAD"])
        #expect(result.names.count == 9)
        #expect(result.stderr.contains("warning: every module: the spec did not exist at before-spec"), "\(result.stderr)")
    }

    @Test func aSpecThatDoesNotLoadAtTheBaseAffectsEveryModuleWithAWarning() throws {
        let repository = try fixture("broken")
        defer { repository.remove() }
        try repository.git("checkout", "-q", "main")
        try repository.write("modules:\n  Storage: { type: nonsense }\n", to: "app/more.yml")
        try repository.commitAll("broken")
        try repository.git("checkout", "-q", "-b", "fixed")
        try repository.write("modules:\n  Storage: { type: core }\n", to: "app/more.yml")
        try repository.commitAll("fixed")
        let result = try affected(repository)
        #expect(result.names.count == 9)
        #expect(result.stderr.contains("warning: every module: the spec does not load at main"), "\(result.stderr)")
    }

    /// With `--head`, the spec and its include are the head revision's (read by git in their
    /// own folder), not the work tree's; an include that revision lacks is reported as missing.
    @Test func theHeadRevisionsSpecIsReadNotTheWorkTrees() throws {
        let repository = try fixture("head")
        defer { repository.remove() }
        try repository.append("// changed\n", to: "app/Packages/Core/Logging/Sources/Logging/LoggingInfo.swift")
        try repository.commitAll("change logging")
        try repository.write("modules: [not, a, mapping\n", to: "app/modules.yml")
        try repository.write("modules:\n  Storage: { type: nonsense }\n", to: "app/more.yml")
        #expect(try affected(repository).names == Self.loggingClosure)
        let bare = try repository.modgen(["affected", "--spec", "app/modules.yml", "--base", "main", "--head", "before-spec"])
        #expect(bare.status == 1)
        #expect(bare.stderr.contains("app/modules.yml"), "\(bare.stderr)")
    }

    @Test func outsideAGitRepositoryItSaysSo() throws {
        let folder = try Scratch.folder("affected-nogit")
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(Self.spec.replacingOccurrences(of: "include: [more.yml]\n", with: "").utf8).write(to: folder.appendingPathComponent("modules.yml"))
        let result = try Modgen.run(["affected"], in: folder)
        #expect(result.status == 1)
        #expect(result.stderr.contains("error: git "), "\(result.stderr)")
    }

    /// git's diff runs while the spec loads: its error still comes first, and a spec error
    /// is reported when git has none.
    @Test func gitsErrorComesBeforeTheSpecsAndTheSpecsIsStillReported() throws {
        let repository = try fixture("errors")
        try repository.write(Self.spec.replacingOccurrences(of: "[Storage]", with: "[Storag]"), to: "app/modules.yml")
        let badBase = try repository.modgen(["affected", "--spec", "app/modules.yml", "--base", "no-such-ref"])
        #expect(badBase.status == 1)
        #expect(badBase.stderr.contains("error: git merge-base no-such-ref HEAD failed"), "\(badBase.stderr)")
        #expect(!badBase.stderr.contains("Storag"), "\(badBase.stderr)")
        let badSpec = try repository.modgen(["affected", "--spec", "app/modules.yml", "--base", "main"])
        #expect(badSpec.status == 1)
        #expect(badSpec.stderr.contains("app/modules.yml:6:41: error: unknown module 'Storag'"), "\(badSpec.stderr)")
    }
}
