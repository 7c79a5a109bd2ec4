import ArgumentParser
import ModgenReporting

/// `modgen schema`: the JSON Schema of modules.yml, for editors and CI validators.
public struct SchemaCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "schema",
        abstract: "Print the JSON Schema (2020-12) of modules.yml.",
        discussion: """
            Save it beside the spec and name it on the spec's first line for completion and \
            checks in editors (yaml-language-server):
              modgen schema --output modules.schema.json
              # yaml-language-server: $schema=modules.schema.json
            """
    )

    @Option(name: .long, help: "Write to this file instead of standard output.")
    public var output: String?

    public init() {}

    public func run() throws {
        try OutputDestination(path: output).write(SpecSchema.document.json)
    }
}
