import ArgumentParser

/// The program: a common `generate` line runs at once (`QuickCommandLine`), every other line
/// goes through swift-argument-parser (`ModgenCommand.main`). Errors end the same way on both
/// roads: the parser's `exit(withError:)` prints them and picks the exit code.
public enum ModgenMain {
    public static func run(_ arguments: [String] = Array(CommandLine.arguments.dropFirst())) {
        guard let request = QuickCommandLine.generateRequest(arguments) else {
            return ModgenCommand.main(arguments)
        }
        do { try request.run() } catch { ModgenCommand.exit(withError: error) }
    }
}
