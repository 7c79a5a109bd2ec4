// A build-tool plugin: before the target compiles, StampTool writes `Stamp.swift` into it.
import PackagePlugin

@main
struct StampPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let output = context.pluginWorkDirectoryURL.appending(path: "Stamp.swift")
        return [
            .buildCommand(
                displayName: "Stamp \(target.name)",
                executable: try context.tool(named: "StampTool").url,
                arguments: [target.name, output.path],
                outputFiles: [output]
            ),
        ]
    }
}
