import Foundation
import Testing

/// A module named `Home-iOS` (a SwiftPM target name) in `Home`'s package: its stubs declare
/// `Home_iOSInfo`, the app's kit imports `Home_iOS`, and SwiftPM builds it all; `check` maps
/// the import back to the module.
@Suite struct TargetNameModulesBuildTests {
    @Test func aDashedModuleBuildsAndIsImportedByItsC99Name() throws {
        let (output, spec) = try Modgen.generate(spec: """
            name: Platforms
            modules:
              Home: { type: core }
              Home-iOS: { type: core, package: Home, dependencies: [Home] }
              PlatformsApp: { type: app, dependencies: [Home-iOS] }

            """, into: "target-names")
        let info = output.appendingPathComponent("Packages/Core/Home/Sources/Home-iOS/Home-iOSInfo.swift")
        let stub = try String(contentsOf: info, encoding: .utf8)
        #expect(stub.contains("public struct Home_iOSInfo"), "\(stub)")
        let manifest = try DumpedManifest.read(output, "Packages/App/PlatformsApp")
        #expect("\(try DumpedManifest.target(manifest, "PlatformsAppKit")["dependencies"] ?? "")".contains("Home-iOS"))
        let build = try Modgen.swift("build", package: output.appendingPathComponent("Packages/App/PlatformsApp"))
        #expect(build.status == 0, "\(build.stdout)\n\(build.stderr)")
        let test = try Modgen.swift("test", package: output.appendingPathComponent("Packages/Core/Home"))
        #expect(test.status == 0, "\(test.stdout)\n\(test.stderr)")
        let check = try Modgen.run(["check", "--spec", spec.path])
        #expect(check.status == 0, "check: \(check.stdout)\(check.stderr)")
        let rename = try Modgen.run(["rename", "Home-iOS", "HomeIOS", "--spec", spec.path])
        #expect(rename.status != 0)
        #expect(rename.stderr.contains("'Home-iOS' is not a Swift identifier"), "\(rename.stderr)")
    }
}
