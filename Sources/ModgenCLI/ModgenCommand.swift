import ArgumentParser

/// `modgen`: the root command. Subcommands live one per file beside this one.
public struct ModgenCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "modgen",
        abstract: "Generate a modular SwiftPM repository from one YAML spec (modules.yml).",
        version: ModgenVersion.current,
        subcommands: [InitCommand.self, ImportCommand.self, GenerateCommand.self, AddCommand.self, ValidateCommand.self, CheckCommand.self, AffectedCommand.self, RenameCommand.self, RemoveCommand.self, GraphCommand.self, DumpCommand.self, SchemaCommand.self]
    )

    public init() {}
}
