import Foundation
import YAMLTree

// yaml2json FILE...: every document of each stream as one JSON value per line.
let files = CommandLine.arguments.dropFirst()
if files.isEmpty || files.contains("--help") || files.contains("-h") {
    FileHandle.standardError.write(Data("usage: yaml2json FILE...\nPrints every YAML document as one JSON value per line (YAML 1.2 core schema, aliases expanded).\n".utf8))
    exit(files.isEmpty ? 1 : 0)
}
var failed = false
for file in files {
    do {
        for document in try YAMLLoader.load(contentsOfFile: file) {
            print(JSONRenderer.render(document))
        }
    } catch {
        FileHandle.standardError.write(Data((error.description + "\n").utf8))
        failed = true
    }
}
exit(failed ? 1 : 0)
