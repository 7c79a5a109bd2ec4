// yams-compose FILE: Yams.compose(yaml:) over the file, then the node count.
import Foundation
import Yams

/// Nodes in the tree under `node`, itself included.
func nodeCount(_ node: Node) -> Int {
    switch node {
    case .scalar, .alias:
        return 1
    case .sequence(let sequence):
        return sequence.reduce(1) { $0 + nodeCount($1) }
    case .mapping(let mapping):
        return mapping.reduce(1) { $0 + nodeCount($1.key) + nodeCount($1.value) }
    }
}

let arguments = CommandLine.arguments
guard arguments.count == 2 else {
    FileHandle.standardError.write(Data("usage: yams-compose FILE\n".utf8))
    exit(2)
}
do {
    let text = try String(contentsOfFile: arguments[1], encoding: .utf8)
    let root = try Yams.compose(yaml: text)
    print("\(root.map(nodeCount) ?? 0) nodes")
} catch {
    FileHandle.standardError.write(Data("yams-compose: \(error)\n".utf8))
    exit(1)
}
