import Foundation
import Testing
@testable import ModgenCLI

/// `HugePageRelaunch`: a spec from 256 KB starts modgen again with glibc's huge-page tunables,
/// or pads the heap in the process on a machine that hands freed memory to its host
/// (`FreePageReporting`); the user's own setting wins. Seen from outside through what the processes modgen starts
/// inherit: `affected` runs git, here a script first on `PATH` that writes down its
/// `GLIBC_TUNABLES` and runs the real git.
@Suite struct HugePageRelaunchTests {
    @Test func theSpecIsTheFirstSpecOptionOrModulesYml() {
        #expect(HugePageRelaunch.specPath(in: ["validate", "--spec", "app/big.yml", "--spec", "other.yml"]) == "app/big.yml")
        #expect(HugePageRelaunch.specPath(in: ["generate", "--output", "out", "--spec=big.yml"]) == "big.yml")
        #expect(HugePageRelaunch.specPath(in: ["check"]) == "modules.yml")
        #expect(HugePageRelaunch.specPath(in: ["affected", "--files", "--", "--spec", "x.yml"]) == "modules.yml")
        #expect(HugePageRelaunch.specPath(in: ["validate", "--spec"]) == "modules.yml")
    }

    @Test func theUsersTunablesAreKeptAndTheirHugePageSettingWins() {
        let ours = "glibc.malloc.hugetlb=1:glibc.malloc.top_pad=67108864"
        #expect(HugePageRelaunch.tunablesValue(current: nil) == ours)
        #expect(HugePageRelaunch.tunablesValue(current: "") == ours)
        #expect(HugePageRelaunch.tunablesValue(current: "glibc.malloc.arena_max=2") == "glibc.malloc.arena_max=2:" + ours)
        #expect(HugePageRelaunch.tunablesValue(current: "glibc.malloc.hugetlb=0") == nil)
        #expect(HugePageRelaunch.tunablesValue(current: ours) == nil)
        #expect(HugePageRelaunch.tunablesValue(current: "glibc.malloc.arena_max=2:glibc.malloc.hugetlb=2") == nil)
    }

    /// The `GLIBC_TUNABLES` each git that `modgen affected` ran saw ("-" when it had none),
    /// for a spec padded with a comment to `padding` bytes more, under `tunables`.
    private func tunablesGitSaw(padding: Int, tunables: String?) throws -> [String] {
        let repository = try GitFixture("huge-pages")
        defer { repository.remove() }
        let filler = String(repeating: "# " + String(repeating: "x", count: 97) + "\n", count: padding / 100)
        try repository.write("name: Big\nmodules:\n  Storage: { type: core }\n" + filler, to: "modules.yml")
        try repository.commitAll("spec")
        let realGit = try #require(
            ProcessRunner.runTool("sh", ["-c", "command -v git"]).stdout.split(separator: "\n").first.map(String.init))
        let record = repository.folder.appendingPathComponent("git-tunables.txt")
        try repository.write(
            "#!/bin/sh\nprintf '%s\\n' \"${GLIBC_TUNABLES:--}\" >> '\(record.path)'\nexec '\(realGit)' \"$@\"\n",
            to: "bin/git")
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: repository.folder.appendingPathComponent("bin/git").path)
        var environment = ProcessInfo.processInfo.environment
        environment["PATH"] = repository.folder.appendingPathComponent("bin").path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
        environment["GLIBC_TUNABLES"] = tunables
        let result = try ProcessRunner.run(
            try BuiltProduct.url("modgen"), ["affected", "--spec", "modules.yml", "--base", "HEAD"], in: repository.folder,
            environment: environment)
        try #require(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("0 modules affected"), "\(result.stdout)")
        let lines = try String(contentsOf: record, encoding: .utf8).split(separator: "\n").map(String.init)
        try #require(!lines.isEmpty, "git never ran")
        return Array(Set(lines)).sorted()
    }

    /// On a machine whose balloon reports free pages (the bench's), a large spec pads the heap
    /// in the process and starts no second one, so git sees no tunables of modgen's; elsewhere
    /// it starts again with the huge-page tunables, which git inherits.
    @Test func aLargeSpecRunsWithHugePagesASmallOneAsItWas() throws {
        let ours = HugePageRelaunch.tunables
        let relaunches = !FreePageReporting.isActive()
        #expect(try tunablesGitSaw(padding: 300_000, tunables: nil) == (relaunches ? [ours] : ["-"]))
        #expect(try tunablesGitSaw(padding: 300_000, tunables: "glibc.malloc.arena_max=2")
            == ["glibc.malloc.arena_max=2" + (relaunches ? ":" + ours : "")])
        #expect(try tunablesGitSaw(padding: 300_000, tunables: "glibc.malloc.hugetlb=0") == ["glibc.malloc.hugetlb=0"])
        #expect(try tunablesGitSaw(padding: 100_000, tunables: nil) == ["-"])
    }

    @Test func theHeapIsPaddedInsteadWhereFreedMemoryGoesBackToTheHost() {
        let ours = HugePageRelaunch.tunables
        let large = HugePageRelaunch.threshold
        #expect(HugePageRelaunch.plan(specSize: large, threshold: large, currentTunables: nil, returnsFreePages: false)
            == .relaunch(tunables: ours))
        #expect(HugePageRelaunch.plan(specSize: large, threshold: large, currentTunables: nil, returnsFreePages: true) == .padHeap)
        #expect(HugePageRelaunch.plan(specSize: large - 1, threshold: large, currentTunables: nil, returnsFreePages: true) == .asItIs)
        #expect(HugePageRelaunch.plan(specSize: large - 1, threshold: large, currentTunables: nil, returnsFreePages: false) == .asItIs)
        #expect(HugePageRelaunch.plan(specSize: nil, threshold: large, currentTunables: nil, returnsFreePages: false) == .asItIs)
        #expect(HugePageRelaunch.plan(specSize: large, threshold: large, currentTunables: "glibc.malloc.hugetlb=1", returnsFreePages: true)
            == .asItIs)
        #expect(HugePageRelaunch.plan(specSize: large, threshold: large, currentTunables: "glibc.malloc.arena_max=2", returnsFreePages: false)
            == .relaunch(tunables: "glibc.malloc.arena_max=2:" + ours))
    }

    /// A balloon device's `features` as the kernel prints them, one character a bit.
    @Test func freePageReportingIsReadFromTheBalloonsFeatureBits() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("balloon-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(!FreePageReporting.isActive(driver: folder.path))
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("virtio0"), withIntermediateDirectories: true)
        try Data("".utf8).write(to: folder.appendingPathComponent("bind"))
        #expect(!FreePageReporting.isActive(driver: folder.path))
        let features = folder.appendingPathComponent("virtio0/features")
        try Data("0110000100000000000000000000000010000000\n".utf8).write(to: features)
        #expect(!FreePageReporting.isActive(driver: folder.path))
        try Data("0110010100000000000000000000000010000000\n".utf8).write(to: features)
        #expect(FreePageReporting.isActive(driver: folder.path))
        try Data("01100".utf8).write(to: features)
        #expect(!FreePageReporting.isActive(driver: folder.path))
        // A second device that reports is enough.
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("virtio7"), withIntermediateDirectories: true)
        try Data("000001\n".utf8).write(to: folder.appendingPathComponent("virtio7/features"))
        #expect(FreePageReporting.isActive(driver: folder.path))
    }

    /// A first generate into a folder (no `.modgen/state`) starts again from a quarter of the
    /// size; a regenerate, and any other command, from the full threshold.
    @Test func aFirstGenerateStartsAgainFromASmallerSpec() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("relaunch-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("out"), withIntermediateDirectories: true)
        let first = try #require(QuickCommandLine.generateRequest(["generate", "--spec", folder.path + "/modules.yml", "--output", folder.path + "/out"]))
        let besideTheSpec = try #require(QuickCommandLine.generateRequest(["generate", "--spec", folder.path + "/out/modules.yml"]))
        #expect(HugePageRelaunch.threshold(for: nil) == HugePageRelaunch.threshold)
        #expect(HugePageRelaunch.threshold(for: first) == HugePageRelaunch.firstGenerateThreshold)
        #expect(HugePageRelaunch.threshold(for: besideTheSpec) == HugePageRelaunch.firstGenerateThreshold)
        #expect(HugePageRelaunch.firstGenerateThreshold < HugePageRelaunch.threshold)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("out/.modgen"), withIntermediateDirectories: true)
        try Data("modgen state 1\n".utf8).write(to: folder.appendingPathComponent("out/.modgen/state"))
        #expect(HugePageRelaunch.threshold(for: first) == HugePageRelaunch.threshold)
        #expect(HugePageRelaunch.threshold(for: besideTheSpec) == HugePageRelaunch.threshold)
    }
}
