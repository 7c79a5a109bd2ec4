import Foundation
import ModgenPipeline
import Testing

/// The run's context is made once from the command line; generated files and `.modgen/state`
/// name the spec as `specReference` says, the same on every machine.
@Suite struct RunContextTests {
    @Test func theOutputRootIsTheSpecsFolderUnlessGiven() {
        #expect(RunContext(specPath: "app/modules.yml", version: "1").outputRoot == "app")
        #expect(RunContext(specPath: "modules.yml", version: "1").outputRoot == ".")
        #expect(RunContext(specPath: "app/modules.yml", output: "out", version: "1").outputRoot == "out")
    }

    @Test func theSpecIsNamedRelativeToTheOutputRootWhenInside() {
        #expect(RunContext(specPath: "app/modules.yml", version: "1").specReference == "modules.yml")
        #expect(RunContext(specPath: "app/specs/modules.yml", output: "app", version: "1").specReference == "specs/modules.yml")
        let absolute = FileManager.default.currentDirectoryPath + "/app/modules.yml"
        #expect(RunContext(specPath: absolute, output: "app", version: "1").specReference == "modules.yml")
    }

    @Test func aSpecOutsideTheRootIsNamedByItsFileNameOnly() {
        #expect(RunContext(specPath: "/etc/specs/modules.yml", output: "out", version: "1").specReference == "modules.yml")
    }
}
