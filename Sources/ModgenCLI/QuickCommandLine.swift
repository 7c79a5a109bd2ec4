/// The common `modgen generate` command lines, read without swift-argument-parser.
///
/// Why: the parser costs a fixed ~12 M instructions per process (callgrind, static release
/// build), most of them the Swift runtime's first protocol-conformance lookups while it
/// reflects on the commands' property wrappers, 7 M of them its check for a completion-script
/// request. A regenerate that changes nothing is ~25 M at 100 features, so the parser was half
/// of it, and nothing else can start before it ends.
///
/// Only a line this reads exactly as the parser would is taken: `generate`, then each of the
/// command's long options at most once, as `--name value` or `--name=value` with a value that
/// is not empty and does not start with `-`. Anything else (help, a short or unknown option,
/// a repeated one, `--`, a positional word, another command) is nil, and the parser reads the
/// line as always, with its own messages (`QuickCommandLineTests` holds the two readings
/// equal).
enum QuickCommandLine {
    /// The request `arguments` (without the program's name) make, or nil for the parser.
    static func generateRequest(_ arguments: [String]) -> GenerateRequest? {
        guard arguments.first == "generate" else { return nil }
        var request = GenerateRequest()
        var seen: [Substring] = []
        var index = 1
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            guard argument.hasPrefix("--") else { return nil }
            let words = argument.dropFirst(2).split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard let name = words.first, !seen.contains(name) else { return nil }
            seen.append(name)
            /// The option's value: after its `=`, or the next argument.
            func value() -> String? {
                let value: String
                if words.count == 2 {
                    value = String(words[1])
                } else {
                    guard index < arguments.count else { return nil }
                    value = arguments[index]
                    index += 1
                }
                return value.isEmpty || value.hasPrefix("-") ? nil : value
            }
            let isFlag = words.count == 1
            switch name {
            case "spec": guard let value = value() else { return nil }; request.spec = value
            case "output": guard let value = value() else { return nil }; request.output = value
            case "templates": guard let value = value() else { return nil }; request.templates = value
            case "force" where isFlag: request.force = true
            case "adopt" where isFlag: request.adopt = true
            case "prune" where isFlag: request.prune = true
            case "restore-stubs" where isFlag: request.restoreStubs = true
            case "check" where isFlag: request.check = true
            case "dry-run" where isFlag: request.dryRun = true
            case "verbose" where isFlag: request.verbose = true
            default: return nil
            }
        }
        return request
    }
}
