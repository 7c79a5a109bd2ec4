/// Every file a spec asks for, sorted by path: the planner's output, the writer's input.
public struct Plan: Sendable {
    public private(set) var files: [PlannedFile]

    public init(files: [PlannedFile]) {
        self.files = files.sorted { $0.path < $1.path }
    }
}
