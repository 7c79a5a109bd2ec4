/// The common `modgen generate` and `modgen validate` command lines, read without
/// swift-argument-parser.
///
/// Why: the parser costs a fixed ~12 M instructions per process (callgrind, static release
/// build), most of them the Swift runtime's first protocol-conformance lookups while it
/// reflects on the commands' property wrappers, 7 M of them its check for a completion-script
/// request. A regenerate that changes nothing is ~25 M at 100 features, so the parser was half
/// of it, and nothing else can start before it ends.
///
/// Only a line this reads exactly as the parser would is taken: `generate` or `validate`, then
/// each of the command's long options at most once, as `--name value` or `--name=value` with a value that
/// is not empty and does not start with `-`. Anything else (help, a short or unknown option,
/// a repeated one, `--`, a positional word, another command) is nil, and the parser reads the
/// line as always, with its own messages (`QuickCommandLineTests` holds the two readings
/// equal).
enum QuickCommandLine {
    /// The request `arguments` (without the program's name) make, or nil for the parser.
    static func generateRequest(_ arguments: [String]) -> GenerateRequest? {
        guard arguments.first == "generate",
              let options = options(arguments.dropFirst(), values: ["spec", "output", "templates"], flags: [
                  "force", "adopt", "prune", "restore-stubs", "check", "dry-run", "verbose",
              ])
        else { return nil }
        var request = GenerateRequest()
        if let spec = options["spec"] { request.spec = spec }
        request.output = options["output"]
        request.templates = options["templates"]
        request.force = options["force"] != nil
        request.adopt = options["adopt"] != nil
        request.prune = options["prune"] != nil
        request.restoreStubs = options["restore-stubs"] != nil
        request.check = options["check"] != nil
        request.dryRun = options["dry-run"] != nil
        request.verbose = options["verbose"] != nil
        return request
    }

    /// The `validate` request `arguments` make, or nil for the parser. (The parser's reflection
    /// was 1.5 ms of each `validate`, whatever the spec's size: 40 % of one at 100 features.)
    static func validateRequest(_ arguments: [String]) -> ValidateRequest? {
        guard arguments.first == "validate",
              let options = options(arguments.dropFirst(), values: ["spec", "templates"], flags: ["quiet", "verbose"])
        else { return nil }
        var request = ValidateRequest()
        if let spec = options["spec"] { request.spec = spec }
        request.templates = options["templates"]
        request.quiet = options["quiet"] != nil
        request.verbose = options["verbose"] != nil
        return request
    }

    /// The long options of a command's `arguments` (after its name), each at most once: an
    /// option of `values` as `--name value` or `--name=value` with a value that is not empty and
    /// does not start with `-`, one of `flags` as `--name` (given as ""). Nil for anything else.
    /// Lists searched in order, not a `Set` and a `Dictionary`: the process's first hashed
    /// collection of `Substring`s made the runtime look `Substring: Hashable` up through every
    /// conformance record of the static executable (see `ProcessEnvironment.dictionary`).
    private static func options(_ arguments: ArraySlice<String>, values: [String], flags: [String]) -> FoundOptions? {
        var found = FoundOptions()
        var index = arguments.startIndex
        while index < arguments.endIndex {
            let argument = arguments[index]
            index += 1
            guard argument.hasPrefix("--") else { return nil }
            let words = argument.dropFirst(2).split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard let word = words.first else { return nil }
            let name = String(word)
            guard found[name] == nil else { return nil }
            if flags.contains(name) {
                guard words.count == 1 else { return nil }
                found.entries.append((name, ""))
                continue
            }
            guard values.contains(name) else { return nil }
            let value: String
            if words.count == 2 {
                value = String(words[1])
            } else {
                guard index < arguments.endIndex else { return nil }
                value = arguments[index]
                index += 1
            }
            guard !value.isEmpty, !value.hasPrefix("-") else { return nil }
            found.entries.append((name, value))
        }
        return found
    }

    /// The options `options` found, by name, in the order given: a flag's value is "".
    private struct FoundOptions {
        var entries: [(name: String, value: String)] = []

        subscript(name: String) -> String? {
            entries.first { $0.name == name }?.value
        }
    }
}
