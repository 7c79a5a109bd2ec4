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

    /// `generate` starts its tree check from an `OutputPlace` made before the context: the
    /// two must agree, or the check would look at another root or name the spec otherwise.
    @Test func thePlaceMadeAloneIsTheContexts() {
        let absolute = FileManager.default.currentDirectoryPath + "/app/modules.yml"
        let lines: [(spec: String, output: String?)] = [
            ("modules.yml", nil), ("app/modules.yml", nil), ("app/specs/modules.yml", "app"), (absolute, "app"),
            ("/etc/specs/modules.yml", "out"), ("./app/../app/modules.yml", "./app/"), ("app/modules.yml", "."),
        ]
        for line in lines {
            let place = OutputPlace(specPath: line.spec, output: line.output)
            #expect(place == RunContext(specPath: line.spec, output: line.output, version: "1").place, "\(line)")
            #expect(place.outputRoot == (line.output ?? RunContext(specPath: line.spec, version: "1").outputRoot))
        }
        #expect(OutputPlace(specPath: "x/modules.yml", output: nil, currentDirectory: "/work").specReference == "modules.yml")
        #expect(OutputPlace(specPath: "/elsewhere/modules.yml", output: "x", currentDirectory: "/work").specReference == "modules.yml")
        #expect(OutputPlace(specPath: "/work/x/sub/m.yml", output: "x", currentDirectory: "/work").specReference == "sub/m.yml")
    }
}
