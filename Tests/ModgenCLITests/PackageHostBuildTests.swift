import Foundation
import Testing

/// `package: Host` as SwiftPM reads and builds it: one manifest for the host and its guests,
/// target names inside it, `.product(name:package: Host)` from other packages, and an app
/// over them that builds; the shared package's tests run.
@Suite struct PackageHostBuildTests {
    static let spec = """
        name: Grouped
        modules:
          Networking:
            type: core
          VPNCrypto:
            type: core
            package: Networking
          VPNShared:
            type: core
            package: Networking
            dependencies: [VPNCrypto]
            testDependencies: [VPNSharedTesting]
          VPNSharedTesting:
            type: core
            package: Networking
            dependencies: [VPNShared]
            tests: false
          Settings:
            type: feature
            dependencies: [VPNShared, Networking]
            example: true
          Home:
            type: feature
            package: Settings
            dependencies: [VPNCrypto]
          GroupedApp:
            type: app
            dependencies: [Settings, Home]

        """

    @Test func theSharedPackagesBuildAndTest() throws {
        let (output, _) = try Modgen.generate(spec: Self.spec, into: "package-host")
        #expect(!FileManager.default.fileExists(atPath: output.appendingPathComponent("Packages/Core/VPNShared").path))
        #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent("Packages/Core/Networking/Sources/VPNShared/VPNSharedInfo.swift").path))

        let networking = try DumpedManifest.read(output, "Packages/Core/Networking")
        #expect(networking["name"] as? String == "Networking")
        let names = (networking["targets"] as? [[String: Any]] ?? []).compactMap { $0["name"] as? String }.sorted()
        #expect(names == ["Networking", "NetworkingTests", "VPNCrypto", "VPNCryptoTests", "VPNShared", "VPNSharedTesting", "VPNSharedTests"])
        let products = (networking["products"] as? [[String: Any]] ?? []).compactMap { $0["name"] as? String }.sorted()
        #expect(products == ["Networking", "VPNCrypto", "VPNShared", "VPNSharedTesting"])
        let shared = "\(try DumpedManifest.target(networking, "VPNShared")["dependencies"] ?? "")"
        #expect(shared.contains("byName") && shared.contains("VPNCrypto") && !shared.contains("product"), "\(shared)")
        #expect((networking["dependencies"] as? [Any])?.isEmpty == true)

        let settings = try DumpedManifest.read(output, "Packages/Features/Settings")
        let home = "\(try DumpedManifest.target(settings, "Home")["dependencies"] ?? "")"
        #expect(home.contains("VPNCrypto") && home.contains("Networking"), "\(home)")
        #expect(!FileManager.default.fileExists(atPath: output.appendingPathComponent("Packages/Features/Home/Package.swift").path))
        let app = try DumpedManifest.read(output, "Packages/App/GroupedApp")
        #expect("\(try DumpedManifest.target(app, "GroupedAppKit")["dependencies"] ?? "")".contains("\"Settings\""))

        let build = try Modgen.swift("build", package: output.appendingPathComponent("Packages/App/GroupedApp"))
        #expect(build.status == 0, "\(build.stdout)\n\(build.stderr)")
        let test = try Modgen.swift("test", package: output.appendingPathComponent("Packages/Core/Networking"))
        #expect(test.status == 0, "\(test.stdout)\n\(test.stderr)")
        #expect(test.stdout.contains("VPNSharedInfoTests") && test.stdout.contains("VPNCryptoInfoTests"), "\(test.stdout)")

        let workspace = try String(contentsOf: output.appendingPathComponent("Grouped.xcworkspace/contents.xcworkspacedata"), encoding: .utf8)
        #expect(workspace.components(separatedBy: "Packages/Core/Networking\"").count == 2, "\(workspace)")
    }
}
