import ModgenCLI

ModgenCommand.main()
