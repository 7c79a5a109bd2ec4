/// An app shell's shared scheme (`xcshareddata/xcschemes/<Name>.xcscheme`): build and run the
/// application target, test with the project's test plan (every module's tests), profile,
/// analyze and archive as Xcode's defaults do.
struct XcodeScheme: Hashable, Sendable {
    /// The scheme, target and project name.
    var name: String
    /// The application target's id in project.pbxproj.
    var targetID: String
    /// `container:` path of the test plan, from the project's folder.
    var testPlan: String

    func render() -> String {
        let reference = buildableReference(indent: 12)
        let runnable = buildableReference(indent: 9)
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <Scheme
               LastUpgradeVersion = "1500"
               version = "1.7">
               <BuildAction
                  parallelizeBuildables = "YES"
                  buildImplicitDependencies = "YES">
                  <BuildActionEntries>
                     <BuildActionEntry
                        buildForTesting = "YES"
                        buildForRunning = "YES"
                        buildForProfiling = "YES"
                        buildForArchiving = "YES"
                        buildForAnalyzing = "YES">
            \(reference)
                     </BuildActionEntry>
                  </BuildActionEntries>
               </BuildAction>
               <TestAction
                  buildConfiguration = "Debug"
                  selectedDebuggerIdentifier = "Xcode.DebuggerFoundation.Debugger.LLDB"
                  selectedLauncherIdentifier = "Xcode.DebuggerFoundation.Launcher.LLDB"
                  shouldUseLaunchSchemeArgsEnv = "YES">
                  <TestPlans>
                     <TestPlanReference
                        reference = "\(xml(testPlan))"
                        default = "YES">
                     </TestPlanReference>
                  </TestPlans>
               </TestAction>
               <LaunchAction
                  buildConfiguration = "Debug"
                  selectedDebuggerIdentifier = "Xcode.DebuggerFoundation.Debugger.LLDB"
                  selectedLauncherIdentifier = "Xcode.DebuggerFoundation.Launcher.LLDB"
                  launchStyle = "0"
                  useCustomWorkingDirectory = "NO"
                  ignoresPersistentStateOnLaunch = "NO"
                  debugDocumentVersioning = "YES"
                  debugServiceExtension = "internal"
                  allowLocationSimulation = "YES">
                  <BuildableProductRunnable
                     runnableDebuggingMode = "0">
            \(runnable)
                  </BuildableProductRunnable>
               </LaunchAction>
               <ProfileAction
                  buildConfiguration = "Release"
                  shouldUseLaunchSchemeArgsEnv = "YES"
                  savedToolIdentifier = ""
                  useCustomWorkingDirectory = "NO"
                  debugDocumentVersioning = "YES">
                  <BuildableProductRunnable
                     runnableDebuggingMode = "0">
            \(runnable)
                  </BuildableProductRunnable>
               </ProfileAction>
               <AnalyzeAction
                  buildConfiguration = "Debug">
               </AnalyzeAction>
               <ArchiveAction
                  buildConfiguration = "Release"
                  revealArchiveInOrganizer = "YES">
               </ArchiveAction>
            </Scheme>

            """
    }
}

extension XcodeScheme {
    /// The application target as the scheme names it, indented by `indent` spaces.
    /// Its lines are written into one buffer, each after `indent` spaces, the last without a newline.
    private func buildableReference(indent: Int) -> String {
        let name = xml(self.name)
        var out = TextBuffer(capacity: 384)
        func line(_ pieces: String...) {
            out.append(UInt8(ascii: " "), count: indent)
            for piece in pieces { out.append(piece) }
        }
        line("<BuildableReference\n")
        line("   BuildableIdentifier = \"primary\"\n")
        line("   BlueprintIdentifier = \"", targetID, "\"\n")
        line("   BuildableName = \"", name, ".app\"\n")
        line("   BlueprintName = \"", name, "\"\n")
        line("   ReferencedContainer = \"container:", name, ".xcodeproj\">\n")
        line("</BuildableReference>")
        return out.text
    }
}

/// Text as an XML attribute value: `&`, `<`, `>` and `"` escaped. Most names have none of
/// them: those are returned as they are, without Foundation's searches (a workspace lists
/// every package).
func xml(_ text: String) -> String {
    guard text.utf8.contains(where: { $0 == UInt8(ascii: "&") || $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: ">") || $0 == UInt8(ascii: "\"") }) else {
        return text
    }
    return text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
        .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
}
